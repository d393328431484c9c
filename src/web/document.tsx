import { Fragment, type ReactNode } from 'react';

/** A stylesheet whose text is in the page's head, under its built address. */
export interface InlineStyle {
  href: string;
  css: string;
}

/** Files the browser needs for this page: the entry module, preloads and stylesheets. */
export interface PageAssets {
  entry: string;
  modulePreloads: string[];
  /** Stylesheets linked from the head (development; any the server does not inline). */
  stylesheets: string[];
  /**
   * Stylesheets written into the head (production, decision 035). Their text is not repeated
   * in the asset list: the browser reads it back from the head (`inlineStylesOf`).
   */
  inlineStyles?: InlineStyle[];
  /** Development only: Vite's client and React Refresh preamble. */
  devHead?: { inline: string[]; modules: string[] };
}

declare global {
  interface Window {
    __contrailAssets?: PageAssets;
  }
}

/**
 * The whole HTML document. Rendered by the server around the router and hydrated as the
 * document in the browser, so the head must be identical on both sides: the asset list is
 * handed to the browser in a JSON script for that reason.
 *
 * Module preloads ask for a low priority, as React's own preload of the entry does: the page
 * is drawn from the document and its styles, and the scripts only hydrate it, so they should
 * not compete with the document for a phone's bandwidth.
 *
 * Each inlined stylesheet also has a disabled link to its file. Browsers do not fetch a
 * disabled stylesheet, but Vite's loader, which adds a lazy page's stylesheets on client-side
 * navigation unless a `<link rel="stylesheet">` to them is in the document, then knows not to
 * fetch it a second time; stylesheets of pages not yet shown it links as before.
 */
export function Document({
  assets,
  nonce,
  routerData,
  children,
}: {
  assets: PageAssets;
  nonce?: string;
  /**
   * The server's script that hands the router its data (static-router.ts), last in the head.
   * The browser renders none there: React 19 passes over an element the server wrote at the end
   * of the head, and a script there changes nothing in the body, whose tree position each
   * `useId` is made from (a sibling of the router in the body would change every id).
   */
  routerData?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1526" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {assets.inlineStyles?.map(({ href, css }) => (
          <Fragment key={href}>
            <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
            {/* React's types leave `disabled` out of a link's attributes; React renders it. */}
            <link rel="stylesheet" href={href} {...{ disabled: true }} />
          </Fragment>
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {assets.devHead?.inline.map((code) => (
          <script key={code} type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
        ))}
        {assets.devHead?.modules.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `window.__contrailAssets=${serializeForScript({ ...assets, inlineStyles: undefined })};`,
          }}
        />
        {routerData && (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: routerData }} />
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The stylesheets the server wrote into the head, read back for hydration. */
export function inlineStylesOf(document: Document): InlineStyle[] {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => ({
    href: style.dataset.href ?? '',
    css: style.textContent ?? '',
  }));
}

/** JSON that is safe inside a <script> element, in one pass over the text. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => SCRIPT_ESCAPES[c] ?? c);
}

const UNSAFE_IN_SCRIPT = /[<>\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
