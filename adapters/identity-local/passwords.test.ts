import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt at the configured cost, 16,384 unless configured, and verify whatever cost they carry', async () => {
    const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://' }).PASSWORD_SCRYPT_N;
    expect(production).toBe(16_384);
    const strong = await hashPassword('Jetstream2026', production);
    const cheap = await hashPassword('Jetstream2026', 1024);
    expect(strong).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const hash of [strong, cheap]) {
      expect(await verifyPassword('Jetstream2026', hash)).toBe(true);
      expect(await verifyPassword('Jetstream2027', hash)).toBe(false);
    }
    expect(await verifyPassword('Jetstream2026', dummyHash(production))).toBe(false);
  });

  it('refuses a cost that is not a power of two in range', () => {
    for (const bad of ['1000', '512', '2097152'])
      expect(() => loadConfig({ DATA_DIR: 'memory://', PASSWORD_SCRYPT_N: bad })).toThrow(/PASSWORD_SCRYPT_N/);
  });
});
