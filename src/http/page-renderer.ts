import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { WebContext } from '../web/context';
import type * as entryServer from '../web/entry.server';
import type { AssetResolver, Logger, RenderOptions, ResponseSink } from '../web/entry.server';
import { KEPT_FILES_VERSION_FILE, type KeptFilesVersion } from '../web/pwa/kept-files';

/** Renders pages and answers route data requests; see src/web/entry.server.tsx. */
export interface PageRenderer {
  render(request: Request, context: WebContext, res: ResponseSink, options: RenderOptions, log: Logger): Promise<void>;
  /**
   * The version of the built files a service worker keeps when it keeps this build's
   * (src/web/pwa/kept-files.ts); none without a built worker.
   */
  keptFilesVersion?: string;
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
  const assets = manifestAssets(manifest, builtStylesheets(join(distDir, 'client')));
  return {
    render: (request, context, res, options, log) => entry.handleRequest(request, context, res, assets, options, log),
    keptFilesVersion: keptFilesVersion(join(distDir, 'client')),
  };
}

/**
 * The version of the files the built service worker keeps (written by the build beside Vite's
 * manifest), if the build made one. The server compares it with the worker's header; the tests
 * and bench:ssr send it as a worker would.
 */
export function keptFilesVersion(clientDir: string): string | undefined {
  const path = join(clientDir, KEPT_FILES_VERSION_FILE);
  if (!existsSync(path)) return undefined;
  return (JSON.parse(readFileSync(path, 'utf8')) as KeptFilesVersion).version;
}

type PageFiles = ReturnType<AssetResolver['assetsFor']>;

/**
 * Files each page needs, from Vite's manifest; computed once per page combination. Given the
 * text of the built stylesheets, a page's stylesheets are inlined into its head rather than
 * linked (decision 035): a phone then paints from the document alone, without a round trip
 * per stylesheet first. Asked for them linked (a browser that keeps them, decision 066), all of
 * them are linked, in the same order.
 */
export function manifestAssets(
  manifest: Manifest,
  stylesheetText?: (href: string) => string | undefined,
): AssetResolver {
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`The client build has no entry for ${CLIENT_ENTRY}; run npm run build`);
  const cache = new Map<string, { inlined: PageFiles; linked: PageFiles }>();
  return {
    entry: `/${entryChunk.file}`,
    assetsFor(pageModules, { linked = false } = {}) {
      const key = pageModules.join('|');
      let found = cache.get(key);
      if (!found) {
        const css = new Set<string>();
        const js = new Set<string>();
        for (const module of [CLIENT_ENTRY, ...pageModules]) collect(manifest, module, css, js);
        js.delete(`/${entryChunk.file}`);
        const inlineStyles = [...css].flatMap((href) => {
          const text = stylesheetText?.(href);
          return text === undefined ? [] : [{ href, css: text }];
        });
        const inlined = new Set(inlineStyles.map((style) => style.href));
        found = {
          inlined: {
            stylesheets: [...css].filter((href) => !inlined.has(href)),
            modulePreloads: [...js],
            inlineStyles,
          },
          linked: { stylesheets: [...css], modulePreloads: [...js], inlineStyles: [] },
        };
        cache.set(key, found);
      }
      return linked ? found.linked : found.inlined;
    },
  };
}

/** Adds the files of a module and of everything it imports to `css` and `js`. */
function collect(manifest: Manifest, key: string, css: Set<string>, js: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(`/${chunk.file}`)) return;
  js.add(`/${chunk.file}`);
  chunk.css?.forEach((file) => css.add(`/${file}`));
  chunk.imports?.forEach((imported) => collect(manifest, imported, css, js));
}

/**
 * The built stylesheets' text by address, read once. A stylesheet with a relative `url()` is
 * left linked: inlined into a page, its addresses would resolve against the page's path.
 */
function builtStylesheets(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const text = readFileSync(join(clientDir, href), 'utf8');
      texts.set(href, RELATIVE_URL.test(text) ? undefined : text);
    }
    return texts.get(href);
  };
}

/** A `url(...)` that is not a data: URI, a fragment or an absolute address. */
const RELATIVE_URL = /url\((?!\s*['"]?\s*(?:#|\/|[a-z][a-z0-9+.-]*:))/i;

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
