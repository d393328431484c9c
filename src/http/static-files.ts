import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
  // Hashed build files never change; everything else may.
  assets.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
