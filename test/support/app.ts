import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import type { ContainerModule } from 'inversify';
import { loadConfig } from '../../src/config';
import { composeApplication, type Application } from '../../src/container';
import { productionRenderer, type PageRenderer } from '../../src/http/page-renderer';
import { staticFiles } from '../../src/http/static-files';
import type { Database } from '../../adapters/postgres-store/database';
import { TEST_PASSWORD_COST } from './local-identity';
import { QUIET_MARKET } from './quiet-market';
import { runBrowserSettings } from './print-browser';

export interface TestApp {
  app: Application;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  /**
   * The same server by the name the app knows itself by (its PUBLIC_URL), e.g.
   * http://localhost:41234: what passkeys are bound to (WebAuthn refuses an IP address).
   */
  publicUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** "source": server entry compiled by Vitest (no build needed); "built": dist/, as npm start serves. */
  pages?: 'source' | 'built';
  env?: Record<string, string>;
  /** Defaults to a copy of the run's PGlite snapshot (Vitest only). */
  database?: Database;
  overrides?: ContainerModule[];
  /** With "built" pages: the client files served (default dist/client; a copy a test may change). */
  clientDir?: string;
  /** Count in a Prometheus registry (`app.metrics`); the test serves it where it likes. */
  countMetrics?: boolean;
  /** Where the app logs (a test reading its lines); silent by default. */
  logger?: Logger;
}

const root = join(import.meta.dirname, '../..');

/** The whole application on a free loopback port, over its own private database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The port first, so that the app's PUBLIC_URL names it (links, passkeys' origin).
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadConfig({
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: options.pages === 'built' ? 'production' : 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PASSWORD_SCRYPT_N: String(TEST_PASSWORD_COST),
    ...QUIET_MARKET,
    // Pages without the offline app's service worker, but in its own test (test/e2e/installable-app.test.ts).
    SERVICE_WORKER: 'false',
    ...(await runBrowserSettings()),
    ...options.env,
  });
  const pages = options.pages === 'built' ? await productionRenderer(join(root, 'dist')) : await sourceRenderer();
  // The built client's files as `npm start` serves them (hashed assets cached for good).
  const assets = options.pages === 'built' ? staticFiles(options.clientDir ?? join(root, 'dist/client')) : undefined;
  const app = await composeApplication(config, options.logger ?? pino({ level: 'silent' }), {
    pages,
    assets,
    database: options.database ?? (await (await import('./database')).pgliteDatabase()),
    overrides: options.overrides,
    countMetrics: options.countMetrics,
  }).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  server.on('request', app.http);
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    publicUrl: config.PUBLIC_URL,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** The server entry straight from source (Vitest compiles it), with placeholder asset names. */
async function sourceRenderer(): Promise<PageRenderer> {
  const entry = await import('../../src/web/entry.server');
  const assets = { entry: '/entry.client.js', assetsFor: () => ({ stylesheets: [], modulePreloads: [] }) };
  return {
    render: (request, context, res, options, log) => entry.handleRequest(request, context, res, assets, options, log),
  };
}
