import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsExposition } from '../../ports/metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The node's metrics port (METRICS_PORT, decision 055): GET /metrics answers the registry's
 * text to Prometheus, anything else 404. A server of its own, never the public one: the figures
 * (routes, queue depths, process memory) are for the operators' network, not for customers,
 * and nginx need not know to hide a path.
 */
export async function startMetricsServer(
  exposition: MetricsExposition,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    exposition.text().then(
      (text) => res.writeHead(200, { 'content-type': exposition.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
