import { createContext, useContext } from 'react';

/**
 * The HTML of parts of the shell that read nothing of the request (the footer: brand, links,
 * partners), rendered once per process by the server entry and reused by every page render.
 * React renders each element of a page on every request; the footer alone is about a third of
 * a page's elements, the same for everyone.
 *
 * Only the server provides these: a component given its fragment puts the HTML in its own
 * element; the browser renders the same component's children as usual and hydrates them
 * against that HTML, so it must be exactly what the children render (footer.test.tsx).
 */
export type PrerenderedFragments = ReadonlyMap<string, string>;

export const PrerenderedContext = createContext<PrerenderedFragments | null>(null);

/** The prerendered HTML under `key`, on the server; undefined in the browser. */
export function usePrerendered(key: string): string | undefined {
  return useContext(PrerenderedContext)?.get(key);
}
