import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { SiteInfo } from './site';

/**
 * What route loaders and actions receive as `context`: the use cases they may call and the
 * facts about this request. Built per request by src/http; nothing in src/web reaches for a
 * global container.
 */
export interface WebContext {
  site: SiteInfo;
  requestId: string;
  now(): Date;
}

export type LoaderArgs = LoaderFunctionArgs<WebContext>;
export type ActionArgs = ActionFunctionArgs<WebContext>;
