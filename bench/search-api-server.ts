/**
 * The api tier over the synthetic 5,000-aircraft world (bench/synthetic-world.ts), on PORT,
 * with an in-memory PGlite database: the server bench/search-api.ts loads. Its own process, so
 * the load generator does not share the server's event loop.
 */
import { createAppServer } from '../src/http/app-server';
import { ContainerModule } from 'inversify';
import { pino } from 'pino';
import { REFERENCE_DATA, type ReferenceData } from '../ports/reference-data';
import type { Airport } from '../src/core/charter/reference-data';
import { loadConfig } from '../src/config';
import { composeApplication } from '../src/container';
import { MODELS } from '../test/fixtures/charter';
import { airports, airportsNear, byIcao, fleet, operators } from './synthetic-world';

const referenceData: ReferenceData = {
  airport: (icao) => byIcao.get(icao),
  searchAirports: (text: string, limit: number): Airport[] =>
    airports.filter((a) => a.icao.startsWith(text.toUpperCase())).slice(0, limit),
  airportsNear,
  operators: () => operators,
  operator: (id) => operators.find((o) => o.id === id),
  models: () => MODELS,
  model: (id) => MODELS.find((m) => m.id === id),
  fleet: () => fleet,
  aircraft: (tailNumber) => fleet.find((a) => a.tailNumber === tailNumber),
  fbos: () => [],
};

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  ROLE: 'api',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
});
const app = await composeApplication(config, pino({ level: 'silent' }), {
  overrides: [
    new ContainerModule(({ bind, isBound, rebind }) => {
      if (isBound(REFERENCE_DATA)) rebind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
      else bind<ReferenceData>(REFERENCE_DATA).toConstantValue(referenceData);
    }),
  ],
});
const server = createAppServer(app.http);
server.listen(config.PORT, '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void app.close().then(() => process.exit(0)));
});
