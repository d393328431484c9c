import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** Where each response's nonce goes in the headers helmet computed once. */
const NONCE_SLOT = 'contrail-csp-nonce-slot';

declare global {
  // Per-request facts that middleware hands to later handlers.
  namespace Express {
    interface Locals {
      /** This response's CSP nonce, for the hydration and bootstrap scripts. */
      nonce: string;
    }
  }
}

/**
 * helmet's security headers with a fresh CSP nonce per response. helmet itself runs a dozen
 * middlewares per request and rebuilds the Content-Security-Policy from its directives each
 * time; the headers only change in the nonce. So helmet runs once, at start, with a slot where
 * the nonce goes, and each response gets those headers with its own nonce in the slot: the
 * same headers, in the same order, as helmet gives (security-headers.test.ts).
 *
 * `options` are helmet's; a directive that wants the nonce is written `nonceSource`.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers = headersOf(options).map(([name, value]) => [name, value.split(NONCE_SLOT)] as const);
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    for (const [name, parts] of headers) res.setHeader(name, parts.length === 1 ? (parts[0] ?? '') : parts.join(nonce));
    next();
  };
}

/** The CSP source that allows this response's scripts: put it in a directive's list. */
export const nonceSource = `'nonce-${NONCE_SLOT}'`;

/** The headers helmet sets for these options, in its order, the nonce's slot left in. */
export function headersOf(options: HelmetOptions): [string, string][] {
  const set = new Map<string, string>();
  const res = {
    locals: {},
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
    getHeader: (name: string) => set.get(name),
  };
  let done = false;
  helmet(options)({} as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet calls on synchronously; anything else would need a request to answer.
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...set];
}

/**
 * A fresh CSP nonce: 16 random bytes, in base64. The bytes are drawn from the system's random
 * source 4 KB at a time rather than 16 at a time (one call per 256 responses); each slice is
 * used once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;
export function newNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + 16);
  offset += 16;
  return nonce;
}
