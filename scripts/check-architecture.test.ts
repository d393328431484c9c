import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findViolations } from './check-architecture';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'arch-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the dependency-direction check', () => {
  it('accepts arrows that point inward', () => {
    const dir = project({
      'src/core/money.ts': "import { z } from 'zod';\nexport const x = 1;",
      'src/core/phone.ts': "import { parsePhoneNumberFromString } from 'libphonenumber-js/max';",
      'src/engine/book.ts': "import { x } from '../core/money';\nimport type { Clock } from '../../ports/clock';",
      'ports/clock.ts': 'export interface Clock {}',
      'adapters/system-clock/clock.ts': "import type { Clock } from '../../ports/clock';",
      'src/container.ts': "import { SystemClock } from '../adapters/system-clock/clock';",
      'test/a.test.ts': "import { SystemClock } from '../adapters/system-clock/clock';",
      'src/core/money.test.ts': "import { it } from 'vitest';\nimport { x } from './money';",
    });
    expect(findViolations(dir)).toEqual([]);
  });

  it('refuses a core file importing outside the core, or a framework', () => {
    const dir = project({
      'src/core/rules.ts': "import { app } from '../http/app';\nimport express from 'express';",
      'src/http/app.ts': 'export const app = 1;',
    });
    expect(findViolations(dir)).toEqual([
      'src/core/rules.ts imports "../http/app": src/core may import only src/core',
      'src/core/rules.ts imports "express": src/core may not depend on the package "express"',
    ]);
  });

  it('refuses adapters imported by anything but the composition root', () => {
    const dir = project({
      'src/http/app.ts': "const m = await import('../../adapters/mail-smtp/smtp');",
      'src/engine/x.ts': "export { a } from '../../adapters/mail-smtp/smtp';",
      'adapters/mail-smtp/smtp.ts': "import { b } from '../mail-outbox/outbox';",
      'adapters/mail-outbox/outbox.ts': 'export const b = 1;',
    });
    expect(findViolations(dir).sort()).toEqual([
      'adapters/mail-smtp/smtp.ts imports "../mail-outbox/outbox": an adapter may not import another adapter',
      'src/engine/x.ts imports "../../adapters/mail-smtp/smtp": src/engine may import only src/core, ports and itself',
      'src/http/app.ts imports "../../adapters/mail-smtp/smtp": only the composition root (src/container.ts, src/composition/) may import adapters',
    ]);
  });
});
