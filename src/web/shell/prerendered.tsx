import { createContext, useContext, type ReactNode } from 'react';

/**
 * The HTML of parts of pages that read nothing of the request (the footer, the hero
 * illustration, the app-store badges: artwork, brand and configured links), rendered once per
 * process by the server entry (prerender.server.tsx) and reused by every page render. React
 * renders each element of a page on every request; the footer alone was about a third of a
 * page's elements, the same for everyone.
 *
 * Only the server provides these. A component given its fragment puts the HTML in its own
 * element; the browser renders the same component's children as usual and hydrates them
 * against that HTML, so it must be exactly what the children render (prerender.server.test).
 */
export type PrerenderedFragments = ReadonlyMap<string, string>;

export const PrerenderedContext = createContext<PrerenderedFragments | null>(null);

/**
 * An element's content: the fragment's HTML on the server when it is there, else `children()`
 * (in the browser, and wherever no fragments were given). Spread it onto the element.
 */
export function usePrerenderedContent(
  key: string,
  children: () => ReactNode,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  const html = useContext(PrerenderedContext)?.get(key);
  return html === undefined ? { children: children() } : { dangerouslySetInnerHTML: { __html: html } };
}
