/**
 * Draws the installable app's icons (public/icons/*.png) from our own artwork, the favicon's
 * tail-fin mark (public/favicon.svg), in Debian's Chromium: 192 and 512 px icons with the
 * mark on its rounded tile, a 512 px maskable one (the mark inside the 80% safe zone on a
 * full-bleed field, as launchers crop it to any shape), and the 180 px touch icon for
 * iPhone's home screen. The PNGs are committed; run this again when the artwork changes.
 *
 *   npx tsx scripts/make-app-icons.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launch } from 'puppeteer';

const NAVY = '#0b1526';
const mark = readFileSync('public/favicon.svg', 'utf8');
// The mark alone (its path), without the favicon's tile.
const glyph = /<path[^>]*\/>/.exec(mark)?.[0];
if (!glyph) throw new Error('public/favicon.svg has no <path> to draw');

const tile = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="7" fill="${NAVY}"/>${glyph}</svg>`;
// Maskable: the field fills the square; the mark, scaled to 70%, sits well inside the safe circle.
const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" fill="${NAVY}"/><g transform="translate(4.8 4.8) scale(0.7)">${glyph}</g></svg>`;
// The touch icon: iOS rounds the corners itself, so the field is square.
const square = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" fill="${NAVY}"/><g transform="translate(3.2 3.2) scale(0.8)">${glyph}</g></svg>`;

const ICONS: [string, number, (size: number) => string][] = [
  ['icon-192.png', 192, tile],
  ['icon-512.png', 512, tile],
  ['icon-maskable-512.png', 512, maskable],
  ['apple-touch-icon.png', 180, square],
];

const browser = await launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  mkdirSync('public/icons', { recursive: true });
  for (const [name, size, draw] of ICONS) {
    await page.setViewport({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${draw(size)}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(`public/icons/${name}`, png);
    console.log(`public/icons/${name} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
