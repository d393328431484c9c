import { PassThrough } from 'node:stream';
import type { Request } from 'express';
import type { ResponseSink } from '../web/entry.server';

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
 * "Daily" paths are pages whose loader reads nothing of a visitor's but the calendar day (the
 * search home: its first departure date and the peak banner). They are kept per day: the key
 * carries the day, and a new day's copy replaces the last.
 */
const DAY_SEPARATOR = '@';
export const NONCE_PLACEHOLDER = 'contrail-visitor-page-nonce';

export interface CachedPage {
  contentType: string;
  body: string;
}

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
    const page = { contentType: captured.contentType, body: captured.body };
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

/** The page with this response's nonce in place of the placeholder. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.replaceAll(NONCE_PLACEHOLDER, nonce);
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
