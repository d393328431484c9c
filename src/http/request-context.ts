import { randomBytes, randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id from the load balancer when it sent a sane one, else a fresh one. */
export function requestIdFor(req: Request): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

declare global {
  // Per-request facts that middleware hands to later handlers.
  namespace Express {
    interface Locals {
      nonce: string;
    }
  }
}

/** A fresh CSP nonce per response, for the hydration and bootstrap scripts. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
}
