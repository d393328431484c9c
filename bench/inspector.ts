import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

/** The memory a process holds once its garbage is collected, as process.memoryUsage() gives it. */
export interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface Inspector {
  /** Collects the garbage (twice: what the first frees may hold more), then reads the memory. */
  memoryAfterGc(): Promise<MemoryUsage>;
  close(): void;
}

/**
 * A benchmark's line into a node started with `--inspect=127.0.0.1:0` (the address it prints:
 * "Debugger listening on ws://..."): the DevTools protocol over a WebSocket, only as far as
 * collecting garbage and reading memory need (one text frame each way, no fragments).
 */
export function connectInspector(wsUrl: string): Promise<Inspector> {
  return new Promise((resolve, reject) => {
    const url = new URL(wsUrl);
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    req.once('error', reject);
    req.once('response', (res) => reject(new Error(`the inspector answered ${res.statusCode}`)));
    req.once('upgrade', (_res, socket: Socket) => {
      let nextId = 1;
      const pending = new Map<number, (result: unknown) => void>();
      let buffer = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        for (let frame = readFrame(buffer); frame; frame = readFrame(buffer)) {
          buffer = buffer.subarray(frame.size);
          const message = JSON.parse(frame.text) as { id?: number; result?: unknown };
          if (message.id !== undefined) pending.get(message.id)?.(message.result);
        }
      });
      const call = (method: string, params: Record<string, unknown> = {}) =>
        new Promise<unknown>((answered) => {
          const id = nextId++;
          pending.set(id, answered);
          socket.write(maskedTextFrame(JSON.stringify({ id, method, params })));
        });
      resolve({
        async memoryAfterGc() {
          await call('HeapProfiler.collectGarbage');
          await call('HeapProfiler.collectGarbage');
          const result = (await call('Runtime.evaluate', {
            expression: 'JSON.stringify(process.memoryUsage())',
            returnByValue: true,
          })) as { result: { value: string } };
          return JSON.parse(result.result.value) as MemoryUsage;
        },
        close: () => socket.destroy(),
      });
    });
    req.end();
  });
}

/** A client's frames are masked (RFC 6455 5.3). */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const header =
    length < 126 ? Buffer.from([0x81, 0x80 | length]) : Buffer.from([0x81, 0x80 | 126, length >> 8, length & 255]);
  const mask = randomBytes(4);
  const masked = payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0));
  return Buffer.concat([header, mask, masked]);
}

/** One whole unmasked frame at the start of `buffer`, or undefined until it has all arrived. */
function readFrame(buffer: Buffer): { text: string; size: number } | undefined {
  if (buffer.length < 2) return undefined;
  let length = (buffer[1] ?? 0) & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return undefined;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return undefined;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  if (buffer.length < offset + length) return undefined;
  return { text: buffer.subarray(offset, offset + length).toString('utf8'), size: offset + length };
}
