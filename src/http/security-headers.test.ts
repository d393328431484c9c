import type { Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { newNonce, nonceSource, securityHeaders } from './security-headers';

/** The headers a middleware sets on one response, in order, and the nonce it handed on. */
function answer(middleware: (req: Request, res: Response, next: () => void) => void, nonce?: string) {
  const headers: [string, string][] = [];
  const res = {
    locals: nonce ? { nonce } : {},
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as Response;
  middleware({} as Request, res, () => undefined);
  return { headers, nonce: res.locals.nonce as string };
}

const optionsFor = (nonce: string | typeof nonceSource, secure: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.authorize.net', nonce],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: secure ? [] : null,
    },
  },
  strictTransportSecurity: secure,
  crossOriginEmbedderPolicy: false,
});

describe('the security headers', () => {
  it.each([false, true])(
    'are the headers helmet gives, in its order, with each response’s nonce (https %s)',
    (secure) => {
      const ours = answer(securityHeaders(optionsFor(nonceSource, secure)));
      const theirs = answer(
        helmet(optionsFor(`'nonce-${ours.nonce}'`, secure)) as unknown as Parameters<typeof answer>[0],
        ours.nonce,
      );
      expect(ours.headers).toEqual(theirs.headers);
      expect(ours.headers.find(([name]) => name === 'Content-Security-Policy')?.[1]).toContain(`'nonce-${ours.nonce}'`);
    },
  );

  it('give every response a nonce of its own: 16 random bytes', () => {
    const middleware = securityHeaders(optionsFor(nonceSource, false));
    const nonces = Array.from({ length: 600 }, () => answer(middleware).nonce);
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
