import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { RestFlightSearch } from '../adapters/charter-rest/rest-flight-search';
import { PostgresPaymentStore } from '../adapters/postgres-store/payments';
import { PAYMENT_STORE, type PaymentStore } from '../ports/charter/payment-store';
import { FLIGHT_SEARCH, type FlightSearch } from '../ports/charter/flight-search';
import { PDF_RENDERER, type PdfRenderer } from '../ports/pdf-renderer';
import { embeddedAuthSecret } from '../src/composition/settings';
import { startTestApp } from './support/app';
import { gate } from './support/gate';

describe('the composition root', () => {
  it('closes the PDF renderer (and its browser) when the application closes', async () => {
    const { app, close } = await startTestApp();
    const renderer = app.container.get<PdfRenderer>(PDF_RENDERER);
    const pdf = await renderer.render('<p>warm</p>');
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    await close();
    await expect(renderer.render('<p>after</p>')).rejects.toThrow('the renderer has been shut down');
  });

  it('serves flight search through charter-rest when CHARTER_API_URL is set', async () => {
    const { app, close } = await startTestApp({ env: { ROLE: 'web', CHARTER_API_URL: 'http://api.internal:3000' } });
    try {
      expect(app.container.get<FlightSearch>(FLIGHT_SEARCH)).toBeInstanceOf(RestFlightSearch);
    } finally {
      await close();
    }
  });

  it('stops the payment jobs by waiting for a run in progress, so the database closes after it', async () => {
    const running = gate();
    const release = gate();
    const slowJobs = new ContainerModule(({ rebind }) => {
      rebind<PaymentStore>(PAYMENT_STORE)
        .toDynamicValue((context) => {
          const store = context.get(PostgresPaymentStore, { autobind: true });
          return Object.assign(Object.create(store) as PaymentStore, {
            cancelLapsedHolds: async (...args: Parameters<PaymentStore['cancelLapsedHolds']>) => {
              running.open();
              await release.opened;
              return store.cancelLapsedHolds(...args);
            },
          });
        })
        .inSingletonScope();
    });
    const { app, close } = await startTestApp({ env: { PAYMENT_JOBS_INTERVAL_SECONDS: '1' }, overrides: [slowJobs] });
    try {
      await running.opened;
      let stopped = false;
      const stopping = (async () => {
        await app.stopJobs();
        stopped = true;
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stopped).toBe(false);
      release.open();
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      release.open();
      await close();
    }
  });

  it('gives the embedded production its own signing secret, kept beside the data directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contrail-secret-'));
    try {
      const dataDir = join(dir, 'pglite');
      const first = embeddedAuthSecret(dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(embeddedAuthSecret(dataDir)).toBe(first);
      expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
      expect(embeddedAuthSecret('memory://')).not.toBe(embeddedAuthSecret('memory://'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
