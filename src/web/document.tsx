import type { ReactNode } from 'react';

/** Files the browser needs for this page: the entry module, preloads and stylesheets. */
export interface PageAssets {
  entry: string;
  modulePreloads: string[];
  stylesheets: string[];
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
 */
export function Document({ assets, nonce, children }: { assets: PageAssets; nonce?: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1526" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.devHead?.inline.map((code) => (
          <script key={code} type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
        ))}
        {assets.devHead?.modules.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `window.__contrailAssets=${serializeForScript(assets)};` }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}

/** JSON that is safe inside a <script> element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
