import type { ErrorRequestHandler } from 'express';

/**
 * Last resort: log the error, answer a plain page without any detail of it. A client's error
 * (a 4xx that a library such as a body parser reports) keeps its status: it is not a fault of ours.
 */
export const finalErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const status = (err as { status?: unknown } | null)?.status;
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  if (clientError) req.log.warn({ err }, 'request refused');
  else req.log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  if (clientError) {
    res
      .status(status)
      .type('html')
      .send('<!doctype html><title>Bad request</title><p>We could not read that request.</p>');
    return;
  }
  res
    .status(500)
    .type('html')
    .send('<!doctype html><title>Something went wrong</title><p>Something went wrong. Please try again.</p>');
};
