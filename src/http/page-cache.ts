import { PassThrough } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { ResponseSink } from '../web/entry.server';
import { SlottedGzip } from './slotted-gzip';

/**
 * A cache of whole pages for visitors, in front of server rendering. Content pages (the FAQ,
 * the legal pages, the marketing pages) render the same HTML for every visitor: their only
 * inputs are the configuration and the absence of a session. Rendering one costs a couple of
 * milliseconds of CPU; serving it from memory costs a string replace. So the first visitor
 * request of such a page is rendered complete (as for crawlers) with a placeholder nonce, and
 * later ones get that document with their own response's CSP nonce put in.
 *
 * Only requests that cannot see anything personal are served from it: GET or HEAD, no query
 * string, no Cookie header at all, and a path the route table marks as the same for every
 * visitor. Only 200 answers that set no cookie are kept.
 *
 * A kept page is answered before the rest of the application sees the request
 * (`serveCachedPages`, right after the headers every answer carries): nothing between it and the
 * page handler applies to such a request (no session without a cookie, no guard on a public
 * page, no API, static file or sign-in route at a page's path), and that walk through the
 * middleware was most of a cached page's cost. Its bytes are kept split at the nonce, and
 * gzipped once with a slot for the nonce (slotted-gzip.ts), so an answer is the kept bytes
 * with the response's nonce in place, compressed or not, never compressed again (decision 039).
 *
 * "Daily" paths are pages whose loader reads nothing of a visitor's but the calendar day (the
 * search home: its first departure date and the peak banner). They are kept per day: the key
 * carries the day, and a new day's copy replaces the last.
 */
const DAY_SEPARATOR = '@';
export const NONCE_PLACEHOLDER = 'contrail-visitor-page-nonce';

export interface CachedPage {
  contentType: string;
  /** The document, for tests and logs; answers are made from `parts`. */
  body: string;
  /** The document's bytes between the nonce's places. */
  parts: Buffer[];
  /** The document gzipped, with a slot at each of the nonce's places. */
  gzip: SlottedGzip;
}

/** A CSP nonce's length: 16 bytes in base64 (security-headers.ts). */
const NONCE_LENGTH = 24;

export interface DailyPages {
  paths: ReadonlySet<string>;
  /** The calendar day those pages are rendered for, as their loaders reckon it. */
  today(): string;
}

export class VisitorPageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Each daily path's current key, so a new day's copy replaces the last. */
  private readonly dayKeys = new Map<string, string>();

  constructor(
    private readonly paths: ReadonlySet<string>,
    private readonly daily: DailyPages = { paths: new Set(), today: () => '' },
  ) {}

  /** The cache key for a request that may be served from the cache, else null. */
  keyFor(req: Request): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.headers.cookie || req.originalUrl.includes('?')) return null;
    if (this.daily.paths.has(req.path)) return `${req.path}${DAY_SEPARATOR}${this.daily.today()}`;
    return this.paths.has(req.path) ? req.path : null;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Keeps a rendered page when it is a plain 200 with no cookie; answers what to send. */
  keep(key: string, captured: CapturedResponse): CachedPage | null {
    if (captured.statusCode !== 200 || captured.setsCookie) return null;
    const parts = captured.body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
    const page = {
      contentType: captured.contentType,
      body: captured.body,
      parts,
      gzip: new SlottedGzip(parts, NONCE_LENGTH),
    };
    const at = key.indexOf(DAY_SEPARATOR);
    if (at >= 0) {
      const path = key.slice(0, at);
      const previous = this.dayKeys.get(path);
      if (previous !== undefined && previous !== key) this.pages.delete(previous);
      this.dayKeys.set(path, key);
    }
    // The paths are a fixed, small set (one entry per content page), so the map stays bounded.
    this.pages.set(key, page);
    return page;
  }
}

/** A rendered answer with this response's nonce in place of the placeholder. */
export function withNonce(answer: { body: string }, nonce: string): string {
  return answer.body.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/**
 * Answers a kept page with this response's nonce: gzipped when the browser takes gzip (every
 * browser does; one that also takes Brotli gets gzip too, which it accepts as well), else as
 * it is. No ETag: with a fresh nonce in every answer the validator could never match, and
 * hashing the page was a tenth of its cost.
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  const nonce = Buffer.from(res.locals.nonce);
  const gzip = nonce.length === NONCE_LENGTH && req.acceptsEncodings('gzip') === 'gzip';
  const chunks = gzip ? page.gzip.answer(page.parts.slice(1).map(() => nonce)) : withSlots(page.parts, nonce);
  res.statusCode = 200;
  res.vary('Accept-Encoding');
  res.setHeader('Content-Type', page.contentType);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader(
    'Content-Length',
    chunks.reduce((n, chunk) => n + chunk.length, 0),
  );
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // The kept bytes go out as they are, in one write to the socket.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

function withSlots(parts: Buffer[], value: Buffer): Buffer[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [value, part]));
}

/** Answers a request for a kept page; anything else goes on to the application. */
export function serveCachedPages(cache: VisitorPageCache): RequestHandler {
  return (req, res, next) => {
    const key = cache.keyFor(req);
    const page = key === null ? undefined : cache.get(key);
    if (page) sendCachedPage(req, res, page);
    else next();
  };
}

export interface CapturedResponse {
  statusCode: number;
  contentType: string;
  setsCookie: boolean;
  headers: [string, string][];
  body: string;
}

/** A ResponseSink that collects what the renderer writes, for the cache. */
export class CaptureSink extends PassThrough implements ResponseSink {
  statusCode = 200;
  private readonly headers = new Map<string, string[]>();
  private readonly chunks: Buffer[] = [];

  constructor() {
    super();
    this.on('data', (chunk: Buffer) => this.chunks.push(chunk));
  }

  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), [value]);
    return this;
  }

  appendHeader(name: string, value: string) {
    const key = name.toLowerCase();
    this.headers.set(key, [...(this.headers.get(key) ?? []), value]);
    return this;
  }

  /** Resolves once the renderer has ended the answer. */
  captured(): Promise<CapturedResponse> {
    return new Promise((resolve, reject) => {
      const done = () =>
        resolve({
          statusCode: this.statusCode,
          contentType: this.headers.get('content-type')?.[0] ?? 'text/html; charset=utf-8',
          setsCookie: (this.headers.get('set-cookie') ?? []).length > 0,
          headers: [...this.headers].flatMap(([name, values]) => values.map((v): [string, string] => [name, v])),
          body: Buffer.concat(this.chunks).toString('utf8'),
        });
      if (this.readableEnded) done();
      else {
        this.once('end', done);
        this.once('error', reject);
      }
    });
  }
}
