import { EventEmitter } from 'node:events';

/** Where a page is written: the HTTP response, or the page cache's capture. */
export interface SinkTarget {
  write(chunk: string): boolean;
  end(chunk?: string): unknown;
  destroy(error?: Error): unknown;
  on(event: 'drain', listener: () => void): unknown;
  /** An HTTP response's: false until its headers go out. (The page cache's capture has none.) */
  readonly headersSent?: boolean;
  setHeader?(name: string, value: string): unknown;
}

/**
 * What React's renderToPipeableStream writes a page into. React hands it a page as thousands of
 * small strings (page-stream.server.ts); the pieces written in one turn of the event loop go to
 * the response as one string, so gzip and the socket see one write per flush (decision 023), and
 * content streamed later still goes out on the next turn.
 *
 * The pieces are joined with `+` as they come: V8 links them without copying and lays the text
 * out once, when the response encodes it for the socket. (Keeping them in an array, joining it
 * and encoding the result in a Buffer of our own cost a results page a tenth of its CPU,
 * decision 065.)
 *
 * It is not a stream itself: React asks its destination only for `write`, `end`, `destroy` and
 * the "drain", "error" and "close" events, and a Transform between React and the response cost a
 * stream's bookkeeping for every piece (decision 064). As a stream's would, `write` answers
 * false once the response has asked to wait, until it drains.
 */
export class SameTickSink extends EventEmitter {
  /** This turn's text so far. */
  private pending = '';
  private scheduled = false;
  private ready = true;
  private ended = false;
  /** Whether any of the page went out before the end (then its length is not known here). */
  private wrote = false;
  /** For a renderer that writes bytes: multi-byte characters may be split between pieces. */
  private decoder: TextDecoder | undefined;

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

  write(chunk: string | Uint8Array): boolean {
    if (this.ended) return false;
    this.pending +=
      typeof chunk === 'string' ? chunk : (this.decoder ??= new TextDecoder()).decode(chunk, { stream: true });
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    return this.ready;
  }

  /**
   * The turn's text goes out with the end: a page rendered in one turn (every page without a
   * Suspense boundary) is one `end(text)`. An HTTP response is told its length first: the
   * compression middleware then need not measure the text again, and Node sends the page with
   * its length instead of in chunks. (Its headers go out at the compression's `end`, before
   * Node's own `end` could count the length.)
   */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    const text = this.pending;
    this.pending = '';
    if (text === '') {
      this.target.end();
    } else {
      if (!this.wrote && this.target.headersSent === false) {
        this.target.setHeader?.('Content-Length', String(Buffer.byteLength(text)));
      }
      this.target.end(text);
    }
    this.onEnd();
  }

  /** React gave up on the page (a fatal error once writing began): the answer is cut, not ended. */
  destroy(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = '';
    this.target.destroy(error instanceof Error ? error : undefined);
    this.onEnd();
  }

  private release(): void {
    this.scheduled = false;
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.wrote = true;
    if (!this.target.write(text)) this.ready = false;
  }
}
