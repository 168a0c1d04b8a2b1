/**
 * Test tooling: starts the online server as a child process (as a host would,
 * through the CLI) and finds free ports, so test files can run side by side.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../server/cli.ts', import.meta.url));

/**
 * The lowest port the system hands out on its own, for outgoing connections too (Linux's ip_local_port_range).
 * `freePort` stays below it. Where it cannot be read, or leaves too little room below it, Linux's default.
 */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 12000) return low;
  } catch {
    // not Linux, or no /proc
  }
  return 32768;
}
const LOW = 10000;
const HIGH = ephemeralLow() - 1;
const handed = new Set<number>(); // the ports this process has handed out already

/** Whether nothing listens on `port` on any address now (a listener on loopback only counts too). */
function bindable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = createServer();
    s.once('error', () => done(false));
    s.listen({ port, host: '0.0.0.0', exclusive: true }, () => s.close(() => done(true)));
  });
}

/**
 * A free TCP port (released before it is returned: use it at once). It is a random one below the system's own
 * ephemeral range, not one the system picks: a port the system has just handed out and taken back may be handed out
 * again at once as the local end of an outgoing connection (a game process to Redis, a page to its server), and the
 * listener that was to use it then fails with "address already in use" (Caddy did, once, in CI). Side-by-side test
 * files draw their ports at random from about 22,000, so two of them rarely pick the same one in the same moment.
 */
export async function freePort(): Promise<number> {
  for (let k = 0; k < 200; k++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (handed.has(port) || !(await bindable(port))) continue;
    handed.add(port);
    return port;
  }
  throw new Error(`no free TCP port between ${LOW} and ${HIGH} after 200 tries`);
}

/** Stops a child started `detached` and its whole process group (SIGTERM, then SIGKILL), and lets go of its pipes. */
function stopGroup(child: ChildProcess): Promise<void> {
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  return new Promise<void>((done) => {
    const finish = () => {
      signal('SIGKILL'); // whatever it left behind in its group
      child.stdout?.destroy();
      child.stderr?.destroy();
      done();
    };
    if (child.exitCode !== null || child.signalCode !== null) return finish();
    child.once('exit', finish);
    signal('SIGTERM');
    setTimeout(() => signal('SIGKILL'), 4000).unref();
  });
}

/** A server child process. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string; // everything it printed
  stop(): Promise<void>;
}

/** Starts `npm run serve:online`'s program with `env` (PORT defaults to a free one; see `defaults`); resolves once it listens. */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // Its own process group: stopping it also stops what it started (tsx's esbuild service), which would hold our pipes open.
  // Every test client comes from one address (loopback): the per-address HTTP limits are raised unless a test sets them.
  const defaults = { HOST: '127.0.0.1', REQUESTS_PER_SECOND: '2000', CREATES_PER_MINUTE: '6000' };
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], { env: { ...process.env, ...defaults, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((done, fail) => {
    const t = setTimeout(() => fail(new Error(`server did not start:\n${out}`)), 20000);
    const check = () => {
      if (out.includes('domino-table server:')) {
        clearTimeout(t);
        done();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(t);
      fail(new Error(`server exited (${code}):\n${out}`));
    });
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    child,
    output: () => out,
    stop: () => stopGroup(child),
  };
}

/** The path of `redis-server`, or null when it is not installed. */
export function redisBinary(): string | null {
  const r = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Starts a throw-away redis-server on a free port (no persistence); resolves once it answers. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const bin = redisBinary();
  if (!bin) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.unref();
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  await new Promise<void>((done, fail) => {
    const t = setTimeout(() => fail(new Error(`redis did not start:\n${out}`)), 10000);
    child.stdout!.on('data', () => {
      if (/ready to accept connections/i.test(out)) {
        clearTimeout(t);
        done();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}

/** Starts the demo's dev server (`npm start`) on a free port; resolves with its base URL once it serves. */
export async function startDemo(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const bin = fileURLToPath(new URL('../../node_modules/@web/dev-server/dist/bin.js', import.meta.url));
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(process.execPath, [bin, '--config', 'web-dev-server.config.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((done, fail) => {
    const t = setTimeout(() => fail(new Error(`dev server did not start:\n${out}`)), 30000);
    child.stdout!.on('data', () => {
      if (out.includes(`:${port}`)) {
        clearTimeout(t);
        done();
      }
    });
    child.once('exit', (code) => fail(new Error(`dev server exited (${code}):\n${out}`)));
  });
  // The server prints its address before its plugins have all started: a request that early can get a 500 (the
  // rollup adapter's root folder is not set yet). Ready is when a file answers 200.
  const url = `http://127.0.0.1:${port}`;
  for (let t = performance.now(); ; await new Promise((r) => setTimeout(r, 50))) {
    const status = await fetch(`${url}/package.json`).then((r) => (void r.body?.cancel(), r.status), () => 0);
    if (status === 200) break;
    if (performance.now() - t > 30000) {
      await stopGroup(child);
      throw new Error(`dev server never answered 200 (last: ${status}):\n${out}`);
    }
  }
  return {
    url,
    stop: () => stopGroup(child),
  };
}

/**
 * Cuts a client's connection as a network failure would (no consented leave: the server keeps the seat for
 * the grace period). On Node 20 the SDK's socket is the `ws` package's, which can drop the TCP connection
 * outright; from Node 22 the SDK takes the built-in WebSocket, which cannot, so it closes with an
 * application code (4001) — to the server both are a leave without consent, as when a browser page's socket goes.
 */
export function dropConnection(room: { connection: { transport: unknown } }): void {
  const ws = (room.connection.transport as { ws: { terminate?: () => void; close(code?: number, reason?: string): void } }).ws;
  if (typeof ws.terminate === 'function') ws.terminate();
  else ws.close(4001, 'network test');
}
