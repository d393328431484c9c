import { EventEmitter } from 'node:events';

/** Where a page is written: the HTTP response, or the page cache's capture. */
export interface SinkTarget {
  write(chunk: Uint8Array): boolean;
  end(): unknown;
  destroy(error?: Error): unknown;
  on(event: 'drain', listener: () => void): unknown;
}

/**
 * What React's renderToPipeableStream writes a page into. React hands it a page in pieces (as
 * strings, page-stream.server.ts: thousands of small ones a page); the pieces written in one
 * turn of the event loop go to the response as one write, encoded once, so gzip and the socket
 * see one write per flush (decision 023), and content streamed later still goes out on the next
 * turn.
 *
 * It is not a stream itself: React asks its destination only for `write`, `end`, `destroy` and
 * the "drain", "error" and "close" events, and a Transform between React and the response cost a
 * stream's bookkeeping for every piece (decision 064). As a stream's would, `write` answers
 * false once the response has asked to wait, until it drains.
 */
export class SameTickSink extends EventEmitter {
  /** React's pieces as they came: strings, or bytes (React's Node build writes 4 KB views). */
  private pending: (Uint8Array | string)[] = [];
  private scheduled = false;
  private ready = true;
  private ended = false;

  constructor(
    private readonly target: SinkTarget,
    private readonly onEnd: () => void,
  ) {
    super();
    target.on('drain', () => {
      if (this.ready) return;
      this.ready = true;
      this.emit('drain');
    });
  }

  write(chunk: Uint8Array | string): boolean {
    if (this.ended) return false;
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    return this.ready;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.release();
    this.target.end();
    this.onEnd();
  }

  /** React gave up on the page (a fatal error once writing began): the answer is cut, not ended. */
  destroy(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = [];
    this.target.destroy(error instanceof Error ? error : undefined);
    this.onEnd();
  }

  private release(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunks = this.pending;
    this.pending = [];
    if (!this.target.write(joined(chunks))) this.ready = false;
  }
}

/**
 * The pieces in one buffer. Strings alone are joined and encoded once; with bytes among them,
 * each string is encoded straight into the buffer rather than into one of its own first.
 */
function joined(chunks: (Uint8Array | string)[]): Uint8Array {
  const [only] = chunks;
  if (chunks.length === 1 && only instanceof Uint8Array) return only;
  if (chunks.every((chunk) => typeof chunk === 'string')) return Buffer.from(chunks.join(''), 'utf8');
  let length = 0;
  for (const chunk of chunks) length += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
  const buffer = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') offset += buffer.write(chunk, offset);
    else {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return buffer;
}
