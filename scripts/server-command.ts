import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the production server is started: `node <flags> dist/server/server.js`, as the `start`
 * script of package.json gives it. The flags size V8's young generation (decision 066): a page
 * allocates some 600 KB, and with V8's default 16 MB semi-space the server stopped for a
 * scavenge every 25 requests or so, copying the requests in flight each time.
 *
 * What else starts the built server the way `npm start` does (the fleet's nodes, bench:ssr for
 * each build it measures) reads the flags from that one line. The Dockerfile's CMD cannot read
 * it: server-command.test.ts holds it to the same flags.
 */
export function serverNodeFlags(dir = join(import.meta.dirname, '..')): string[] {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const [, flags = ''] = /\bnode((?:\s+--\S+)*)\s+dist\/server\/server\.js\b/.exec(scripts?.start ?? '') ?? [];
  return flags.split(/\s+/).filter(Boolean);
}
