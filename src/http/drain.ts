/**
 * Whether this process has begun shutting down, and the long-lived connections to close when
 * it does. server.ts makes one and hands it to the HTTP app: /readyz answers 503 from the
 * moment draining starts, and a long-lived response (Server-Sent Events, a WebSocket) registers
 * here so that it is ended, and its client reconnects to another node, instead of holding this
 * one open until the grace period cuts it. src/http/server-lifecycle.ts runs the shutdown.
 */
export class Drain {
  #draining = false;
  readonly #closers = new Set<() => void>();

  get draining(): boolean {
    return this.#draining;
  }

  /**
   * Registers how to close a long-lived connection (end the event stream, send the WebSocket
   * "going away" close). Returns the function that forgets it: call that when the connection
   * ends on its own. Registered after draining began, it is closed at once.
   */
  closeOnDrain(close: () => void): () => void {
    if (this.#draining) {
      close();
      return () => undefined;
    }
    this.#closers.add(close);
    return () => void this.#closers.delete(close);
  }

  /**
   * Starts draining and closes every registered connection; a closer that throws does not stop
   * the others (`onError` hears of it). Answers how many were closed; a second call does nothing.
   */
  start(onError: (err: unknown) => void): number {
    if (this.#draining) return 0;
    this.#draining = true;
    const closers = [...this.#closers];
    this.#closers.clear();
    for (const close of closers) {
      try {
        close();
      } catch (err) {
        onError(err);
      }
    }
    return closers.length;
  }
}
