import { EventEmitter } from 'node:events';
import { Suspense, use, useActionState, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToPipeableStream } from './page-stream.server';

/** Records what React writes, as React's destination (only what it asks of one). */
class Recorder extends EventEmitter {
  pieces: unknown[] = [];
  private finished: () => void = () => undefined;
  private wrote: () => void = () => undefined;
  readonly done = new Promise<void>((resolve) => (this.finished = resolve));
  /** Settles once React has written something: the shell. */
  readonly written = new Promise<void>((resolve) => (this.wrote = resolve));
  write(piece: unknown) {
    this.pieces.push(piece);
    this.wrote();
    return true;
  }
  end() {
    this.finished();
  }
  text() {
    return this.pieces.map((piece) => (typeof piece === 'string' ? piece : Buffer.from(piece as Uint8Array))).join('');
  }
}

/** Renders as the server entry does: piped as soon as the shell is ready. */
function render(node: React.ReactNode): Recorder {
  const recorder = new Recorder();
  const stream = renderToPipeableStream(node, {
    onShellReady() {
      stream.pipe(recorder as unknown as NodeJS.WritableStream);
    },
  });
  return recorder;
}

function Counter() {
  const id = useId();
  // A client action (not a server action): the only kind this app has.
  const [count, add] = useActionState((n: number) => n + 1, 0);
  return (
    <form action={add} aria-labelledby={id}>
      <h2 id={id}>Café ✈ {count}</h2>
    </form>
  );
}

describe('the page renderer', () => {
  it('runs in Node without Bun, handing its destination strings only', async () => {
    expect('Bun' in globalThis).toBe(false);
    const recorder = render(
      <html lang="en">
        <head>
          <title>Zürich</title>
        </head>
        <body>
          <Counter />
        </body>
      </html>,
    );
    await recorder.done;
    expect(recorder.pieces.length).toBeGreaterThan(1);
    expect(recorder.pieces.every((piece) => typeof piece === 'string')).toBe(true);
    expect(recorder.text()).toContain('<h2 id="_R_');
    expect(recorder.text()).toContain('Café ✈ <!-- -->0</h2>');
    expect(recorder.text()).toContain('<title>Zürich</title>');
  });

  it('streams content behind a Suspense boundary after the shell, once it resolves', async () => {
    let resolve: (text: string) => void = () => undefined;
    const later = new Promise<string>((r) => (resolve = r));
    function Later() {
      return <p>{use(later)}</p>;
    }
    const recorder = render(
      <main>
        <h1>Shell</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Later />
        </Suspense>
      </main>,
    );
    await recorder.written;
    expect(recorder.text()).toContain('<h1>Shell</h1>');
    expect(recorder.text()).toContain('Loading');
    expect(recorder.text()).not.toContain('Ready');
    resolve('Ready');
    await recorder.done;
    expect(recorder.text()).toContain('<p>Ready</p>');
  });
});
