import { randomFillSync, randomUUID } from 'node:crypto';
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

const NONCE_BYTES = 16;
// Random bytes are drawn 4 KB at a time (one system call per 256 nonces, as randomUUID does);
// each is handed out once.
const noncePool = Buffer.alloc(4096);
let nonceOffset = noncePool.length;

/** 128 fresh random bits, base64. */
export function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh CSP nonce per response, for the hydration and bootstrap scripts. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = freshNonce();
  next();
}
