import type { LoaderArgs } from '../context';
import type { RootData } from './root-data';

export function loader({ context }: LoaderArgs): RootData {
  // Staff accounts keep no phone: they are not asked to complete a customer's profile.
  const pendingProfile =
    context.account && !context.account.complete && !context.staff ? context.account.profile : null;
  return { site: context.site, user: context.user, pendingProfile, signInProviders: context.federatedProviders };
}
