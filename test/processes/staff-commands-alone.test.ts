import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { WRITER_FILE } from '../../adapters/postgres-store/data-dir-lock';
import { serversOfThisFile, staffCommand } from '../support/app-process';
import { CUSTOMER_PASSWORD, signInThroughApi } from '../support/customers';

// Several server starts and commands, each its own Node process.
vi.setConfig({ testTimeout: 300_000 });

/**
 * The other half of one writer per embedded database: with no server running, the staff
 * commands open the database themselves, and the server started later finds their writes.
 * staff-commands-held.test.ts has the rest: whoever comes second stops with a message.
 */
describe('staff commands and servers without a server to go through', () => {
  const { dataDir, start } = serversOfThisFile();

  const staff = [
    '--email',
    'ana.ruiz@contrail.test',
    '--password',
    CUSTOMER_PASSWORD,
    '--first',
    'Ana',
    '--last',
    'Ruiz',
  ];
  it('open the database themselves when no server runs, and the server then finds their writes', async () => {
    const env = { DATA_DIR: dataDir('alone') };
    const lockFile = join(env.DATA_DIR, WRITER_FILE);

    const created = await staffCommand('staff:create', staff, env);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Support account ana\.ruiz@contrail\.test created/);
    expect(existsSync(lockFile)).toBe(false);

    // Refused (no such booking), but audited all the same: a write of its own.
    const wired = await staffCommand(
      'staff:wire-received',
      ['--booking', 'BK-NOPE', '--amount', '1000.00', '--staff', 'ana.ruiz@contrail.test'],
      env,
    );
    expect(wired).toMatchObject({ code: 1, stdout: '' });
    expect(wired.stderr).not.toBe('');
    const access = await staffCommand('staff:access', ['--booking', 'BK-NOPE'], env);
    expect(access).toMatchObject({ code: 0, stderr: '' });
    expect(access.stdout).toMatch(/\twire-received refused NOT_FOUND\tBK-NOPE\tnot found\t\n$/);
    expect(existsSync(lockFile)).toBe(false);

    const server = await start(env);
    await signInThroughApi(server.url, 'ana.ruiz@contrail.test', CUSTOMER_PASSWORD);
    const throughServer = await staffCommand('staff:access', ['--booking', 'BK-NOPE'], env);
    expect(throughServer.stdout).toBe(access.stdout);
  });
});
