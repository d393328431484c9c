import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SameTickSink } from './same-tick-sink';

/** A response that records each write, and answers `full` to say "wait for drain". */
class Response extends EventEmitter {
  writes: string[] = [];
  ended = false;
  /** What came with `end`, if anything. */
  last: string | undefined;
  destroyed: Error | undefined;
  full = false;
  write(chunk: string) {
    this.writes.push(chunk);
    return !this.full;
  }
  end(chunk?: string) {
    this.ended = true;
    this.last = chunk;
  }
  destroy(error?: Error) {
    this.destroyed = error;
  }
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the page sink', () => {
  it('writes the pieces of one turn as one, and later pieces on their own turn', async () => {
    const res = new Response();
    const sink = new SameTickSink(res, () => undefined);
    sink.write(bytes('<html>'));
    sink.write('<head><title>Café ✈ Zürich</title>');
    sink.write(bytes('</head>'));
    expect(res.writes).toEqual([]);
    await nextTurn();
    expect(res.writes).toEqual(['<html><head><title>Café ✈ Zürich</title></head>']);
    sink.write(bytes('<body>'));
    await nextTurn();
    expect(res.writes).toEqual(['<html><head><title>Café ✈ Zürich</title></head>', '<body>']);
  });

  it('reads bytes as UTF-8 across pieces, should a renderer split a character between two', async () => {
    const res = new Response();
    const sink = new SameTickSink(res, () => undefined);
    const euro = bytes('€');
    sink.write(Uint8Array.of(...bytes('<p>'), ...euro.subarray(0, 1)));
    sink.write(Uint8Array.of(...euro.subarray(1), ...bytes('5</p>')));
    await nextTurn();
    expect(res.writes).toEqual(['<p>€5</p>']);
  });

  it('joins a turn of strings (as React writes them) into one write', async () => {
    const res = new Response();
    const sink = new SameTickSink(res, () => undefined);
    for (const piece of ['<p', ' class="', 'price', '">', '€1,200 · Zürich', '</p>']) sink.write(piece);
    await nextTurn();
    expect(res.writes).toEqual(['<p class="price">€1,200 · Zürich</p>']);
  });

  it('ends the response once, with what is pending (a page written in one turn goes out whole)', async () => {
    const res = new Response();
    let ends = 0;
    const sink = new SameTickSink(res, () => (ends += 1));
    sink.write('<!DOCTYPE html><html>');
    sink.write(bytes('</body></html>'));
    sink.end();
    sink.end();
    expect(res.writes).toEqual([]);
    expect(res.last).toBe('<!DOCTYPE html><html></body></html>');
    expect(res.ended).toBe(true);
    expect(ends).toBe(1);
    await nextTurn();
    expect(res.writes).toEqual([]);
  });

  /** A response with headers: `headersSent` as given, or left out as the page cache's capture leaves it. */
  function withHeaders(headersSent: boolean | undefined) {
    const res = Object.assign(new Response(), { headers: new Map<string, string>() });
    return Object.assign(res, headersSent === undefined ? {} : { headersSent }, {
      setHeader: (name: string, value: string) => res.headers.set(name, value),
    });
  }

  it("tells a response whose headers are not sent the page's length in bytes, when the page goes out whole", () => {
    const res = withHeaders(false);
    const sink = new SameTickSink(res, () => undefined);
    sink.write('<p>€1,200 · Zürich</p>');
    sink.end();
    expect(res.headers.get('Content-Length')).toBe(String(new TextEncoder().encode('<p>€1,200 · Zürich</p>').length));
    expect(res.last).toBe('<p>€1,200 · Zürich</p>');
  });

  it('states no length for a page written over several turns, or to the page cache', async () => {
    const streamed = withHeaders(false);
    const sink = new SameTickSink(streamed, () => undefined);
    sink.write('<main>');
    await nextTurn();
    sink.write('</main>');
    sink.end();
    expect(streamed.headers.size).toBe(0);
    // The capture: the page it keeps is sent later with each response's nonce, of another length.
    const captured = withHeaders(undefined);
    const whole = new SameTickSink(captured, () => undefined);
    whole.write('<p>kept</p>');
    whole.end();
    expect(captured.headers.size).toBe(0);
    expect(captured.last).toBe('<p>kept</p>');
  });

  it('ends with nothing more when every piece went out on an earlier turn', async () => {
    const res = new Response();
    const sink = new SameTickSink(res, () => undefined);
    sink.write('<main>');
    await nextTurn();
    sink.end();
    expect(res.writes).toEqual(['<main>']);
    expect(res.last).toBeUndefined();
    expect(res.ended).toBe(true);
  });

  it('asks React to wait while the response is full, and says when it has drained', async () => {
    const res = new Response();
    const sink = new SameTickSink(res, () => undefined);
    res.full = true;
    expect(sink.write(bytes('a'))).toBe(true);
    await nextTurn();
    expect(sink.write(bytes('b'))).toBe(false);
    let drained = 0;
    sink.on('drain', () => (drained += 1));
    res.full = false;
    res.emit('drain');
    res.emit('drain');
    expect(drained).toBe(1);
    expect(sink.write(bytes('c'))).toBe(true);
  });

  it('cuts the answer, pending pieces and all, when React gives up on the page', async () => {
    const res = new Response();
    let ends = 0;
    const sink = new SameTickSink(res, () => (ends += 1));
    sink.write(bytes('<main>'));
    const failure = new Error('the shell failed');
    sink.destroy(failure);
    sink.end();
    await nextTurn();
    expect(res.destroyed).toBe(failure);
    expect(res.writes).toEqual([]);
    expect(res.ended).toBe(false);
    expect(ends).toBe(1);
  });
});
