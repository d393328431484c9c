import { isStaff } from '../../../ports/identity-provider';
import type { LoaderArgs } from '../context';
import type { RootData } from './root-data';

export function loader({ context }: LoaderArgs): RootData {
  // Staff accounts keep no phone: they are not asked to complete a customer's profile, not even
  // before their second factor (when they do not act as staff yet).
  const account = context.account;
  const pendingProfile = account && !account.complete && !isStaff(account.identity.role) ? account.profile : null;
  return { site: context.site, user: context.user, pendingProfile, signInProviders: context.federatedProviders };
}
