import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * The built client files (dist/client): hashed /assets forever, the rest (favicon, images) for
 * an hour. Only paths whose first segment names a file or folder of the build reach the disk:
 * a page request would otherwise pay a file-system stat (and its ENOENT) every time, about
 * 0.4 ms of CPU per signed-in page (decision 023). The build does not change while serving.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const topLevel = new Set(readdirSync(clientDir).filter((name) => !name.startsWith('.')));
  const assets = express.Router();
  // Hashed build files never change; everything else may. Their Brotli and gzip copies, made
  // by the build, go out as they are (docs/decisions/062).
  const hashed = join(clientDir, 'assets');
  assets.use('/assets', precompressed(hashed), express.static(hashed, { immutable: true, maxAge: '1y', index: false }));
  // The service worker is looked for again on every visit: a new build's must be found.
  assets.use('/sw.js', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    next();
  });
  assets.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  return (req, res, next) => {
    const first = req.path.split('/', 2)[1] ?? '';
    if (!topLevel.has(safeDecode(first))) return next();
    assets(req, res, next);
  };
}

/** The compressed copies the build writes beside each asset (scripts/precompress-assets.ts), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's own compressed copy of an asset (`x.js.br` for `x.js`) to a browser that
 * accepts it, Brotli first, with the asset's own type: the compression middleware then leaves the
 * response alone. Which copies exist is read once, as the build does not change while serving.
 */
function precompressed(dir: string): RequestHandler {
  const names = new Set(readdirSync(dir));
  return (req, res, next) => {
    const name = req.path.slice(1);
    const available = PRECOMPRESSED.filter(({ suffix }) => names.has(name + suffix));
    if (available.length === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.vary('Accept-Encoding');
    // No Accept-Encoding at all: the file as it is (a client that asked for nothing gets nothing else).
    if (!req.headers['accept-encoding']) return next();
    const copy = available.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!copy) return next();
    res.type(extname(name));
    res.setHeader('Content-Encoding', copy.encoding);
    req.url = `${req.path}${copy.suffix}`;
    next();
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
