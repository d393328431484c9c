import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from './app-server';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function listen(handler: Parameters<typeof createAppServer>[0], arrived?: (req: object, res: object) => void) {
  const server = createAppServer(handler);
  // Before the application's own listener: the objects as the server made them.
  if (arrived) server.prependListener('request', arrived);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the application server', () => {
  it("makes each request and response with Express's prototypes, so Express changes none", async () => {
    const app = express();
    const seen: boolean[] = [];
    app.use((req, res, next) => {
      // Express's own methods and the app are there, on the prototypes the server gave.
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
      seen.push(req.app === app, typeof req.get === 'function', typeof res.json === 'function');
      next();
    });
    app.get('/trip/:id', (req, res) => void res.status(201).json({ id: req.params.id, host: req.hostname }));
    const base = await listen(app, (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    const answer = await fetch(`${base}/trip/7`);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: '7', host: '127.0.0.1' });
    expect(seen).toEqual([true, true, true, true, true, true, true]);
  });

  it('serves a plain request listener as Node would', async () => {
    const base = await listen((_req, res) => res.end('plain'));
    expect(await (await fetch(base)).text()).toBe('plain');
  });
});
