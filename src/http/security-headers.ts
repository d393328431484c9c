import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

const NONCE_MARK = 'contrail-csp-nonce-mark';

/**
 * Helmet's security headers, worked out once. Helmet rebuilds every header on every request,
 * Content-Security-Policy included, though only that policy's nonce changes between
 * responses. So helmet runs once at start-up on a recording response whose nonce is a mark,
 * and each response gets the recorded headers with its own nonce (res.locals.nonce, set
 * before) in place of the mark. The options are helmet's own; a directive that is a function
 * may read res.locals.nonce and nothing else of the request.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    locals: { nonce: NONCE_MARK },
    setHeader(name: string, value: string | number) {
      headers.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));

  const fixed = headers.filter(([, value]) => !value.includes(NONCE_MARK));
  const withNonce = headers.filter(([, value]) => value.includes(NONCE_MARK));
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of fixed) res.setHeader(name, value);
    for (const [name, value] of withNonce) res.setHeader(name, value.replaceAll(NONCE_MARK, res.locals.nonce));
    next();
  };
}
