import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One line of the server's JSON log (pino), as far as these helpers read it. */
export interface LogLine {
  level: number;
  msg: string;
  port?: number;
  startToReadyMs?: number;
  [field: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> of the listening server. */
  url: string;
  port: number;
  /** The log line that reported the port (the "ready" line). */
  readyLine: LogLine | undefined;
  /** Every JSON log line so far, in order. */
  logs(): LogLine[];
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves at the first 200 from /readyz (polled every 10 ms). */
  pollReady(): Promise<void>;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  cwd: string;
  /** Node's arguments: the script and any flags, e.g. ['dist/server/server.js']. */
  args: string[];
  env?: Record<string, string>;
  /** How long to wait for the line that says where the server listens. */
  timeoutMs?: number;
}

/**
 * Starts the server as its own process, in production mode on a free loopback port, and
 * resolves once its log says where it listens. Test and bench code only.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      // Free ports of their own: server processes of several tests run at once.
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));

  const readyLine = await new Promise<LogLine>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never says where it listens is not left behind.
      child.kill('SIGKILL');
      reject(new Error(`the server printed no port within ${options.timeoutMs ?? 60_000} ms:\n${text}`));
    }, options.timeoutMs ?? 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${text}`));
    });
    if (!child.stdout) throw new Error('the server process has no stdout');
    createInterface({ input: child.stdout }).on('line', (line) => {
      text += `${line}\n`;
      const parsed = parseLogLine(line);
      if (!parsed) return;
      lines.push(parsed);
      if (typeof parsed.port === 'number') {
        clearTimeout(timer);
        resolve(parsed);
      }
    });
  });
  const port = readyLine.port ?? 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    port,
    readyLine,
    logs: () => [...lines],
    output: () => text,
    async pollReady() {
      for (;;) {
        const status = await fetch(`${url}/readyz`).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    kill: (signal) => void child.kill(signal),
    exited,
  };
}

function parseLogLine(line: string): LogLine | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null && 'msg' in parsed ? (parsed as LogLine) : undefined;
  } catch {
    return undefined;
  }
}
