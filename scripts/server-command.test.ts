import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-command';

const root = join(import.meta.dirname, '..');

function flagsOfStart(start: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-start-'));
  try {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { start } }));
    return serverNodeFlags(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('how the production server is started', () => {
  it("reads Node's flags from the start script", () => {
    expect(flagsOfStart('NODE_ENV=production node --max-semi-space-size=64 --foo dist/server/server.js')).toEqual([
      '--max-semi-space-size=64',
      '--foo',
    ]);
    // A build from before the flags (bench:ssr's baselines): none.
    expect(flagsOfStart('NODE_ENV=production node dist/server/server.js')).toEqual([]);
  });

  it('sizes the young generation, and the image starts the server with the same flags', () => {
    const flags = serverNodeFlags();
    expect(flags).toContain('--max-semi-space-size=64');
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(root, 'Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...flags, 'dist/server/server.js']);
  });
});
