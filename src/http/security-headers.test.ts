import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cspNonce, freshNonce } from './request-context';
import { securityHeaders } from './security-headers';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.example', (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
      imgSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: true,
  crossOriginEmbedderPolicy: false,
};

function appWith(middleware: express.RequestHandler) {
  const app = express();
  app.use(cspNonce, middleware);
  app.get('/', (_req, res) => {
    res.json({ nonce: res.locals.nonce });
  });
  return app;
}

const SECURITY = /^(content-security-policy|strict-transport-security|x-|cross-origin|origin-agent|referrer)/;
const securityOf = (headers: Record<string, string>, nonce: string) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => SECURITY.test(name))
      .map(([name, value]) => [name, value.replaceAll(nonce, '{nonce}')]),
  );

describe('security headers', () => {
  it('are the headers helmet sets, with each response its own nonce', async () => {
    const ours = await request(appWith(securityHeaders(options))).get('/');
    const helmets = await request(appWith(helmet(options))).get('/');
    expect(securityOf(ours.headers, ours.body.nonce)).toEqual(securityOf(helmets.headers, helmets.body.nonce));
    expect(ours.headers['content-security-policy']).toContain(`'nonce-${ours.body.nonce}'`);

    const again = await request(appWith(securityHeaders(options))).get('/');
    expect(again.body.nonce).not.toBe(ours.body.nonce);
  });

  it('refuses options helmet refuses, at start-up', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'; evil"] } } })).toThrow(
      /script-?src/i,
    );
  });
});

describe('CSP nonces', () => {
  it('are 128 random bits each, never repeated', () => {
    const nonces = Array.from({ length: 2000 }, freshNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces.slice(0, 300)) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
