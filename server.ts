import 'reflect-metadata';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFiles } from './src/http/static-files';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './src/config';
import { composeApplication, type ComposeOptions } from './src/container';
import { developmentRenderer, productionRenderer } from './src/http/page-renderer';

/** Entry point: read the configuration, compose the application, serve it. */
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
  const logger = pino({ level: config.LOG_LEVEL, base: { role: config.ROLE } });
  const web = config.ROLE === 'api' ? {} : await webOptions(config);
  const app = await composeApplication(config, logger, web);

  const server = createServer(app.http);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, env: config.NODE_ENV }, `${config.BRAND_NAME} is listening on http://localhost:${port}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => void app.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

async function webOptions(config: Config): Promise<ComposeOptions> {
  // The project's root: vite.server.config.ts keeps import.meta.url pointing here in the bundle.
  const root = fileURLToPath(new URL('.', import.meta.url));
  if (config.isProduction) {
    const dist = join(root, 'dist');
    return { pages: await productionRenderer(dist), assets: staticFiles(join(dist, 'client')) };
  }
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  return { pages: developmentRenderer(vite), assets: vite.middlewares };
}

void main();
