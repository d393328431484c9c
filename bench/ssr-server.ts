/**
 * The production web server for bench/ssr.ts, as server.ts serves it (built pages, static
 * assets, in-memory PGlite), in its own process so the load generator does not share its event
 * loop. With BENCH_CUSTOMER=email:password it first makes that customer (signed up and
 * confirmed through the API, the code read from the local mailbox), so the bench can sign in.
 */
import 'reflect-metadata';
import { createAppServer } from '../src/http/app-server';
import { join } from 'node:path';
import { pino } from 'pino';
import { mailedCode } from '../test/support/mailbox';
import { loadConfig } from '../src/config';
import { composeApplication } from '../src/container';
import { productionRenderer } from '../src/http/page-renderer';
import { staticFiles } from '../src/http/static-files';
import { startMetricsServer } from '../src/http/metrics-server';

const READY_LINE = 'bench-ssr-server ready';

const root = join(import.meta.dirname, '..');
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://' });
const app = await composeApplication(config, pino({ level: config.LOG_LEVEL }), {
  // BENCH_DIST=<dir> serves another build, to compare two builds on the same code.
  pages: await productionRenderer(process.env.BENCH_DIST ?? join(root, 'dist')),
  assets: staticFiles(join(process.env.BENCH_DIST ?? join(root, 'dist'), 'client')),
  // Counted as server.ts counts (METRICS_PORT=off: not), so the bench measures what metrics cost.
  countMetrics: config.METRICS_PORT !== 'off',
});
const metrics =
  app.metrics && config.METRICS_PORT !== 'off'
    ? await startMetricsServer(app.metrics, { port: config.METRICS_PORT, host: '127.0.0.1' })
    : undefined;
const server = createAppServer(app.http);
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(config.PORT, '127.0.0.1', resolve));

const customer = process.env.BENCH_CUSTOMER;
if (customer) {
  const [email = '', password = ''] = customer.split(':');
  const base = `http://127.0.0.1:${config.PORT}`;
  const post = (path: string, body: object) =>
    fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/sign-up', {
    username: email,
    password,
    attributes: { email, given_name: 'Bench', family_name: 'Customer', phone_number: '+12125550100' },
  });
  const code = await mailedCode(app, email);
  const confirmed = await post('/api/auth/confirm-sign-up', { email, code });
  if (!confirmed.ok) throw new Error(`bench customer not confirmed: ${confirmed.status}`);
}
// Ready only once the customer exists: bench/ssr.ts waits for this line.
console.log(READY_LINE);

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void Promise.all([metrics?.close(), app.close()]).then(() => process.exit(0)));
});
