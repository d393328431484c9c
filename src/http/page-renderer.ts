import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import type { WebContext } from '../web/context';
import type * as entryServer from '../web/entry.server';
import type { AssetResolver, ResponseSink } from '../web/entry.server';

/** Renders pages and answers route data requests; see src/web/entry.server.tsx. */
export interface PageRenderer {
  render(
    request: Request,
    context: WebContext,
    res: ResponseSink,
    options: { nonce: string; waitForAllContent: boolean },
    log: Logger,
  ): Promise<void>;
}

type EntryServer = typeof entryServer;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const CLIENT_ENTRY = 'src/web/entry.client.tsx';

/** The built bundles of `npm run build`: dist/client (with Vite's manifest) and dist/server. */
export async function productionRenderer(distDir: string): Promise<PageRenderer> {
  const manifest = JSON.parse(readFileSync(join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
  const entry: EntryServer = await import(pathToFileURL(join(distDir, 'server/entry.server.js')).href);
  const assets = manifestAssets(manifest);
  return {
    render: (request, context, res, options, log) => entry.handleRequest(request, context, res, assets, options, log),
  };
}

/** Files each page needs, from Vite's manifest; computed once per page combination. */
export function manifestAssets(manifest: Manifest): AssetResolver {
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}; run npm run build`);
  const cache = new Map<string, { stylesheets: string[]; modulePreloads: string[] }>();
  const collect = (key: string, css: Set<string>, js: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach((imported) => collect(imported, css, js));
  };
  return {
    entry: `/${entryChunk.file}`,
    assetsFor(pageModules) {
      const key = pageModules.join('|');
      let found = cache.get(key);
      if (!found) {
        const css = new Set<string>();
        const js = new Set<string>();
        for (const module of [CLIENT_ENTRY, ...pageModules]) collect(module, css, js);
        js.delete(`/${entryChunk.file}`);
        found = { stylesheets: [...css], modulePreloads: [...js] };
        cache.set(key, found);
      }
      return found;
    },
  };
}

/** Development: Vite compiles on demand and hot-reloads; the server entry is reloaded per request. */
export function developmentRenderer(vite: ViteDevServer): PageRenderer {
  const assets: AssetResolver = {
    entry: `/${CLIENT_ENTRY}`,
    assetsFor: () => ({ stylesheets: ['/src/web/styles/global.css'], modulePreloads: [] }),
  };
  return {
    async render(request, context, res, options, log) {
      const entry = (await vite.ssrLoadModule(`/src/web/entry.server.tsx`)) as EntryServer;
      const devHead = await viteHead(vite, new URL(request.url).pathname);
      return entry.handleRequest(request, context, res, assets, { ...options, devHead }, log);
    },
  };
}

/** Vite's client and React Refresh preamble, taken from what Vite injects into an HTML page. */
async function viteHead(vite: ViteDevServer, path: string) {
  const html = await vite.transformIndexHtml(path, '<html><head></head><body></body></html>');
  const inline: string[] = [];
  const modules: string[] = [];
  for (const match of html.matchAll(/<script type="module"(?: src="([^"]+)")?>([\s\S]*?)<\/script>/g)) {
    if (match[1]) modules.push(match[1]);
    else if (match[2]?.trim()) inline.push(match[2]);
  }
  return { inline, modules };
}
