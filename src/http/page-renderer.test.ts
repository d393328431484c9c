import { describe, expect, it } from 'vitest';
import { manifestAssets } from './page-renderer';

/** Vite's manifest of a small build: the entry and a page, each with stylesheets of its own. */
const manifest = {
  'src/web/entry.client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'], isEntry: true },
  'src/web/pages/faq.page.tsx': {
    file: 'assets/faq.js',
    css: ['assets/faq.css', 'assets/map.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
};
const texts: Record<string, string> = {
  '/assets/entry.css': 'body{margin:0}',
  '/assets/faq.css': '.faq{color:red}',
  '/assets/shared.css': '.card{padding:1rem}',
  // A relative url() would resolve against the page's path: never written in.
};

describe("a page's stylesheets", () => {
  const assets = manifestAssets(manifest, (href) => texts[href]);

  it('are written into the page, but for one whose addresses are relative, which stays linked', () => {
    const files = assets.assetsFor(['src/web/pages/faq.page.tsx']);
    expect(files.inlineStyles?.map((style) => style.href)).toEqual([
      '/assets/entry.css',
      '/assets/faq.css',
      '/assets/shared.css',
    ]);
    expect(files.inlineStyles?.[1]?.css).toBe('.faq{color:red}');
    expect(files.stylesheets).toEqual(['/assets/map.css']);
    expect(files.modulePreloads).toEqual(['/assets/faq.js', '/assets/shared.js']);
  });

  it('are all linked, in the order the build gives, for a browser that keeps them', () => {
    const files = assets.assetsFor(['src/web/pages/faq.page.tsx'], { linked: true });
    expect(files.stylesheets).toEqual([
      '/assets/entry.css',
      '/assets/faq.css',
      '/assets/map.css',
      '/assets/shared.css',
    ]);
    expect(files.inlineStyles).toEqual([]);
    expect(files.modulePreloads).toEqual(['/assets/faq.js', '/assets/shared.js']);
  });

  it('are worked out once per page, whichever way a request asks first', () => {
    const linked = assets.assetsFor(['src/web/pages/faq.page.tsx'], { linked: true });
    expect(assets.assetsFor(['src/web/pages/faq.page.tsx'], { linked: true })).toBe(linked);
    expect(assets.assetsFor(['src/web/pages/faq.page.tsx'])).toBe(assets.assetsFor(['src/web/pages/faq.page.tsx']));
  });
});
