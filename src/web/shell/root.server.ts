import type { LoaderArgs } from '../context';
import type { RootData } from './root-data';

export function loader({ context }: LoaderArgs): RootData {
  return { site: context.site, user: context.user };
}
