import { startFleet, type Fleet } from './fleet';
import { printedCaughtMail } from './mail-catcher';

/**
 * `npm run fleet`: docker-compose.yml's topology on this machine (scripts/fleet/fleet.ts).
 * Prints the URL, each e-mail the nodes send, and each change of rotation; Ctrl-C (or SIGTERM)
 * stops everything, and so does any failure: nothing is left running.
 *   FLEET_PORT  the load balancer's port (default 8080, as docker-compose publishes it)
 */
const port = Number(process.env.FLEET_PORT ?? 8080);
let fleet: Fleet | undefined;
let stopping: Promise<void> | undefined;
let firstSignalAt = 0;

function stop(code: number): void {
  stopping ??= (async () => {
    console.log('\nstopping the fleet...');
    await fleet?.stop();
    console.log('stopped: nothing left running.');
    process.exit(code);
  })();
}

async function main() {
  // A terminal or pipe that goes away must not end the runner before it has stopped the fleet.
  process.stdout.on('error', () => undefined);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A Ctrl-C reaches this process twice (from the terminal, and relayed by tsx): only a
      // second press, a moment later, means "do not wait"; the exit handler kills what is left.
      if (stopping && Date.now() - firstSignalAt > 1_000) process.exit(130);
      firstSignalAt ||= Date.now();
      stop(0);
    });
  }
  fleet = await startFleet({
    port,
    prometheus: true,
    say: (line) => console.log(line),
    // Each message whole, as `npm start` prints the ones it keeps: a sign-up's code is read here.
    onMail: (m) => console.log(printedCaughtMail(m)),
    onFailure: (reason) => {
      console.error(`fleet failure: ${reason}`);
      stop(1);
    },
  });
  console.log(
    [
      '',
      `Contrail fleet ready: ${fleet.url}`,
      `  PostgreSQL  ${fleet.databaseUrl}`,
      `  mail        ${fleet.mail.url} (every message is printed here)`,
      `  Prometheus  ${fleet.prometheus?.url ?? '-'} (alerts: ${fleet.prometheus?.url ?? '-'}/alerts)`,
      ...fleet.nodes.map((n) => `  ${n.name.padEnd(10)}  ${n.url}  metrics http://127.0.0.1:${n.metricsPort}/metrics`),
      `  logs        ${fleet.logDir}`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
