import type { LoaderArgs } from '../context';
import type { RootData } from './root-data';

export function loader({ context }: LoaderArgs): RootData {
  const pendingProfile = context.account && !context.account.complete ? context.account.profile : null;
  return { site: context.site, user: context.user, pendingProfile, signInProviders: context.federatedProviders };
}
