import 'reflect-metadata';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { statSync } from 'node:fs';
import { staticFiles } from './src/http/static-files';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './src/config';
import type { ComposeOptions } from './src/container';
import { composeServer } from './scripts/app-command-server';
import { Drain } from './src/http/drain';
import { developmentRenderer, productionRenderer } from './src/http/page-renderer';
import { exitOnSignals, serve } from './src/http/server-lifecycle';
import { startMetricsServer } from './src/http/metrics-server';
import { traceLogFields } from './src/http/request-trace';

/**
 * Entry point: read the configuration, compose the application, serve it until a signal
 * (src/http/server-lifecycle.ts). `npm start` runs it compiled (dist/server/server.js), `npm run
 * dev` from source.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Every line written while serving a request names it (requestId, traceId), whichever logger wrote it.
  const logger = pino({ level: config.LOG_LEVEL, base: { role: config.ROLE }, mixin: traceLogFields });
  const web = config.ROLE === 'api' ? {} : await webOptions(config);
  const drain = new Drain();
  // One writer per embedded database: this process holds it, staff commands come through it.
  const countMetrics = config.METRICS_PORT !== 'off';
  const app = await composeServer(config, logger, { ...web, drain, countMetrics });
  // The metrics port (decision 055): its own server, never the public one.
  const metrics =
    app.metrics && config.METRICS_PORT !== 'off'
      ? await startMetricsServer(app.metrics, { port: config.METRICS_PORT, host: config.HOST })
      : undefined;
  if (metrics) logger.info({ metricsPort: metrics.port }, 'metrics served');

  const running = await serve(app.http, {
    port: config.PORT,
    host: config.HOST,
    logger,
    drain,
    brandName: config.BRAND_NAME,
    delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
    stopJobs: () => app.stopJobs(),
    close: async () => {
      await metrics?.close();
      await app.close();
    },
  });
  exitOnSignals(running, logger, (code) => process.exit(code));
}

async function webOptions(config: Config): Promise<ComposeOptions> {
  // The project's root: vite.server.config.ts keeps import.meta.url pointing here in the bundle.
  const root = fileURLToPath(new URL('.', import.meta.url));
  if (config.isProduction) {
    const dist = join(root, 'dist');
    return {
      pages: await productionRenderer(dist),
      assets: staticFiles(join(dist, 'client')),
      // The sitemap's dates: when the pages were built.
      builtAt: statSync(join(dist, 'client/.vite/manifest.json')).mtime,
    };
  }
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  return { pages: developmentRenderer(vite), assets: vite.middlewares };
}

void main();
