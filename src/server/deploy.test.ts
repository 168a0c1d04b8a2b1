/**
 * The deployment of docs/deploying.md, as far as it runs on a machine without
 * Docker (`npm run test:deploy`; CI runs it, not `npm test`):
 *  1. the Dockerfile is linted (dockerfile-utils) and its base image is the Node the server is tested on;
 *  2. its instructions are carried out here, in a scratch folder per stage: every RUN verbatim (sh -c) in its
 *     WORKDIR with its ENV, COPY from the build context (minus .dockerignore) or from the earlier stage;
 *  3. the image's CMD starts two server processes on one Redis, as compose.yaml does, and its HEALTHCHECK
 *     passes against each;
 *  4. deploy/Caddyfile runs in Debian's caddy in front of them, with a self-signed certificate: /health,
 *     a refused origin (HTTP and WebSocket), and two Chromium pages playing a whole game over wss://.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { parse as parseYaml } from 'yaml';
import type { Browser } from 'puppeteer-core';
import { endOf, joinTable, launch, newTable, openPage, until } from '../testing/pages.js';
import type { Site } from '../testing/pages.js';
import { freePort, redisBinary, startDemo, startRedis } from '../testing/server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// DEPLOY_WORK=<folder> keeps the carried-out stages there and, once built, reuses them (to rerun the checks quickly).
const KEEP = process.env.DEPLOY_WORK;
const WORK = KEEP ?? mkdtempSync(join(tmpdir(), 'domino-deploy-'));
const REUSE = KEEP !== undefined && existsSync(join(WORK, 'built'));
const dockerfile = DockerfileParser.parse(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
/** The Node version the server is tested on (scripts/test/server-node.mjs, read as text: it is outside src/). */
const SERVER_NODE_VERSION = /SERVER_NODE_VERSION = '([\d.]+)'/.exec(readFileSync(join(ROOT, 'scripts/test/server-node.mjs'), 'utf8'))![1]!;

/** compose.yaml's services, with `${VAR}`, `${VAR:-default}` and `${VAR:?message}` filled in from `vars` as Compose does. */
interface Service {
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
}
function compose(vars: Record<string, string>): Record<string, Service> {
  const text = readFileSync(join(ROOT, 'compose.yaml'), 'utf8').replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op: string | undefined, arg: string) => {
    if (vars[name] !== undefined) return vars[name]!;
    if (op === '-') return arg;
    throw new Error(`compose.yaml needs ${name}${op === '?' ? `: ${arg}` : ''}`);
  });
  return (parseYaml(text, { merge: true }) as { services: Record<string, Service> }).services;
}

/** A child process with its output kept. */
interface Proc {
  child: ChildProcess;
  out: () => string;
}
const procs: Proc[] = [];
function start(cmd: string, args: string[], o: { cwd: string; env: NodeJS.ProcessEnv }): Proc {
  const child = spawn(cmd, args, { ...o, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const p = { child, out: () => out };
  procs.push(p);
  return p;
}
async function waitFor(p: Proc, text: string | RegExp, ms = 30000): Promise<void> {
  const end = Date.now() + ms;
  while (!(typeof text === 'string' ? p.out().includes(text) : text.test(p.out()))) {
    if (p.child.exitCode !== null || Date.now() > end) throw new Error(`no ${String(text)} from ${p.child.spawnargs.join(' ')}:\n${p.out()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** .dockerignore as Docker reads it: patterns on paths from the context root; a matched folder drops its content. */
function ignorer(text: string): (rel: string) => boolean {
  const res = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((p) => {
      assert.ok(!p.startsWith('!'), 'exceptions (!) are not carried out by this test');
      const src = p.replace(/^\/+|\/+$/g, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?|\*|\?/g, (m) => (m.startsWith('**') ? '(?:.*/)?' : m === '*' ? '[^/]*' : '[^/]'));
      return new RegExp(`^${src}$`);
    });
  return (rel) => {
    const parts = rel.split('/');
    return parts.some((_, i) => res.some((re) => re.test(parts.slice(0, i + 1).join('/'))));
  };
}

/** One stage of the Dockerfile, carried out here: its file system root is a folder. */
interface Stage {
  name: string | null;
  root: string;
  cwd: string;
  env: Record<string, string>;
  cmd: string[] | null;
  healthcheck: string[] | null;
  user: string | null;
}

let nodeBin = '';
const stages: Stage[] = [];
/** Where the stage's path `p` (absolute, or from its WORKDIR) is in its folder; never outside that folder. */
function at(s: Stage, p: string): string {
  const out = join(s.root, isAbsolute(p) ? p : join(s.cwd, p));
  assert.ok(out === s.root || out.startsWith(s.root + '/'), `${p} leaves the stage's folder`);
  return out;
}

/** Carries out the Dockerfile (see the module comment); resolves with its stages. */
function build(): Stage[] {
  const ignored = ignorer(existsSync(join(ROOT, '.dockerignore')) ? readFileSync(join(ROOT, '.dockerignore'), 'utf8') : '');
  let s: Stage | null = null;
  for (const i of dockerfile.getInstructions()) {
    const k = i.getKeyword();
    const text = (i.getArgumentsContent() ?? '').replace(/\\\r?\n/g, ' ');
    if (k === 'FROM') {
      const from = i as unknown as { getBuildStage(): string | null };
      s = { name: from.getBuildStage(), root: join(WORK, `stage-${stages.length}`), cwd: '/', env: {}, cmd: null, healthcheck: null, user: null };
      mkdirSync(s.root, { recursive: true });
      stages.push(s);
      continue;
    }
    assert.ok(s, `${k} before FROM`);
    const st: Stage = s;
    if (k === 'WORKDIR') {
      st.cwd = isAbsolute(text) ? text : join(st.cwd, text);
      mkdirSync(at(st, '.'), { recursive: true });
    } else if (k === 'ENV') {
      for (const p of (i as unknown as { getProperties(): { getName(): string; getValue(): string | null }[] }).getProperties()) st.env[p.getName()] = p.getValue() ?? '';
    } else if (REUSE && (k === 'COPY' || k === 'RUN')) {
      continue;
    } else if (k === 'COPY') {
      const copy = i as unknown as { getFromFlag(): { getValue(): string | null } | null; getArguments(): { getValue(): string }[] };
      const args = copy.getArguments().map((a) => a.getValue());
      const to = args.pop()!;
      const dest = at(st, to);
      const intoDir = to.endsWith('/') || to === '.' || args.length > 1;
      const fromName = copy.getFromFlag()?.getValue() ?? null;
      const from = fromName === null ? null : stages.find((x) => x.name === fromName);
      if (fromName !== null) assert.ok(from, `no stage ${fromName}`);
      const filter = (p: string) => from !== null || p === ROOT || !ignored(relative(ROOT, p));
      for (const src of args) {
        // As Docker: a folder's content goes into the destination; a file goes into it, or becomes it.
        const path = from ? at(from, src) : join(ROOT, src);
        cpSync(path, statSync(path).isDirectory() ? dest : intoDir ? join(dest, basename(path)) : dest, { recursive: true, filter });
      }
    } else if (k === 'RUN') {
      const env = { ...process.env, ...st.env, PATH: `${dirname(nodeBin)}:${process.env.PATH}` };
      const r = spawnSync('sh', ['-c', text], { cwd: at(st, '.'), env, stdio: 'pipe', encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      assert.equal(r.status, 0, `RUN ${text}\n${r.stdout}\n${r.stderr}`);
    } else if (k === 'CMD') {
      st.cmd = JSON.parse(text) as string[];
    } else if (k === 'HEALTHCHECK') {
      st.healthcheck = JSON.parse(text.slice(text.indexOf('CMD') + 3).trim()) as string[];
    } else if (k === 'USER') {
      st.user = text;
    } else assert.ok(['EXPOSE', 'ARG', 'LABEL'].includes(k), `instruction ${k} is not carried out by this test`);
  }
  return stages;
}

let redis: { url: string; stop(): void } | null = null;
let redisUrl = '';
let https = 0;
let cert = '';
let caddy: Proc;
const games: Proc[] = [];
let demo: { url: string; stop(): Promise<void> };
let browser: Browser;
let spki = '';
let services: Record<string, Service> = {};

/** One HTTPS request to Caddy (trusting the test's self-signed certificate). */
function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: https, method, path, ca: cert, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => done({ status: res.statusCode!, text, headers: res.headers }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

before(async () => {
  nodeBin = process.execPath;
  const t0 = Date.now();
  build();
  writeFileSync(join(WORK, 'built'), '');
  console.log(`# the Dockerfile carried out in ${Math.round((Date.now() - t0) / 1000)} s`);
  const image = stages.at(-1)!;
  assert.ok(image.cmd, 'the image has a CMD');
  // Redis, as compose.yaml's redis service.
  redisUrl = process.env.REDIS_TEST_URL ?? (redis = await startRedis()).url;
  https = await freePort();
  const ports = [await freePort(), await freePort()];
  demo = await startDemo();
  // Two game processes from the image's CMD, with compose.yaml's environment for its two game services.
  services = compose({ SITE: `127.0.0.1:${https}`, ALLOWED_ORIGINS: demo.url });
  for (const [n, port] of ports.entries()) {
    const service = services[`game${n + 1}`]!;
    assert.equal(service.environment?.REDIS_URL, 'redis://redis:6379', 'compose names its redis service');
    // Beside compose's environment: Redis where this test runs it, HOST on loopback (the test's ports stay on this
    // machine), and a message rate above the 10 a second a person never reaches (the auto-players move in ms).
    const env = { ...process.env, ...image.env, ...service.environment, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl, RATE_PER_SECOND: '100' };
    const p = start(nodeBin, image.cmd!.slice(1), { cwd: at(image, '.'), env });
    assert.equal(image.cmd![0], 'node');
    games.push(p);
    await waitFor(p, 'domino-table server: listening on');
  }
  // A self-signed certificate for 127.0.0.1, and Caddy with deploy/Caddyfile.
  const key = join(WORK, 'key.pem');
  const crt = join(WORK, 'cert.pem');
  const ssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', crt], { encoding: 'utf8' });
  assert.equal(ssl.status, 0, ssl.stderr);
  cert = readFileSync(crt, 'utf8');
  spki = createHash('sha256').update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  const caddyEnv = {
    ...process.env,
    SITE: `127.0.0.1:${https}`,
    TLS: `tls ${crt} ${key}`,
    CADDY_ADMIN: 'off',
    HTTP_PORT: String(await freePort()),
    HTTPS_PORT: String(https),
    GAME1: `127.0.0.1:${ports[0]}`,
    GAME2: `127.0.0.1:${ports[1]}`,
    XDG_DATA_HOME: join(WORK, 'caddy-data'),
    XDG_CONFIG_HOME: join(WORK, 'caddy-config'),
  };
  caddy = start('caddy', ['run', '--config', join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], { cwd: WORK, env: caddyEnv });
  await waitFor(caddy, /serving initial configuration/);
  browser = await launch([`--ignore-certificate-errors-spki-list=${spki}`]);
});

after(async () => {
  await browser?.close();
  for (const p of procs.reverse()) {
    try {
      process.kill(-p.child.pid!, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const p of procs) {
    try {
      process.kill(-p.child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
    p.child.stdout?.destroy();
    p.child.stderr?.destroy();
  }
  await demo?.stop();
  redis?.stop();
  if (!KEEP) rmSync(WORK, { recursive: true, force: true });
});

test('the Dockerfile passes its linter and runs on the Node the server is tested on, not as root, with a health check', () => {
  const lint = spawnSync(join(ROOT, 'node_modules/.bin/dockerfile-utils'), ['lint', join(ROOT, 'Dockerfile')], { encoding: 'utf8' });
  assert.equal(lint.status, 0, lint.stdout + lint.stderr);
  assert.equal(lint.stdout.trim(), '', 'no warning either');
  const froms = dockerfile.getFROMs().map((f) => `${f.getImageName()}:${f.getImageTag()}`);
  assert.ok(froms.length >= 1 && froms.every((f) => f === `node:${SERVER_NODE_VERSION}-bookworm-slim`), `${froms.join(', ')} vs Node ${SERVER_NODE_VERSION}`);
  assert.equal(process.version, `v${SERVER_NODE_VERSION}`, 'this test runs on that Node too (npm run test:deploy)');
  const image = stages.at(-1)!;
  assert.ok(image.user && image.user !== 'root', 'the server does not run as root');
  assert.ok(image.healthcheck);
  assert.equal(image.env.HOST, '0.0.0.0', 'inside a container the server listens on every interface (the proxy reaches it)');
});

test('compose.yaml: two game processes from this Dockerfile, each announcing its path behind Caddy, which mounts deploy/Caddyfile', () => {
  for (const [n, name] of ['game1', 'game2'].entries()) {
    const g = services[name]!;
    assert.equal(g.build, '.');
    assert.equal(g.environment?.PUBLIC_ADDRESS, `127.0.0.1:${https}/p${n + 1}`);
    assert.equal(g.environment?.TRUST_PROXY, '1', 'behind Caddy the limits count the client addresses');
    assert.equal(g.environment?.ALLOWED_ORIGINS, demo.url);
  }
  assert.ok(services.redis, 'a redis service');
  assert.ok(services.caddy?.volumes?.includes('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro'));
  assert.equal(services.caddy?.environment?.SITE, `127.0.0.1:${https}`);
  assert.throws(() => compose({ SITE: 'x' }), /ALLOWED_ORIGINS/, 'compose refuses to start without ALLOWED_ORIGINS');
});

test('the HEALTHCHECK of the image passes against each process; /health through Caddy reports Redis', async () => {
  const image = stages.at(-1)!;
  for (const g of games) {
    const port = /listening on 127\.0\.0\.1:(\d+)/.exec(g.out())![1]!;
    const hc = image.healthcheck!;
    const r = spawnSync(nodeBin, hc.slice(1), { env: { ...process.env, ...image.env, PORT: port }, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  }
  for (const path of ['/health', '/p1/health', '/p2/health']) {
    const h = await call('GET', path);
    assert.equal(h.status, 200, path);
    const body = JSON.parse(h.text) as { ok: boolean; redis: string };
    assert.equal(body.ok, true);
    assert.equal(body.redis, 'ok');
  }
});

test('through Caddy, a page of another origin is refused over HTTP and WebSocket, and the refusal is logged', async () => {
  const evil = 'https://evil.example';
  const pre = await call('OPTIONS', '/matchmake/create/domino', { Origin: evil, 'Access-Control-Request-Method': 'POST' });
  assert.equal(pre.status, 403);
  const made = await call('POST', '/matchmake/create/domino', { Origin: evil }, JSON.stringify({ variant: 'draw', players: 2, seat: 0 }));
  assert.equal(made.status, 403);
  assert.equal(made.headers['access-control-allow-origin'], undefined);
  const ok = await call('POST', '/matchmake/create/domino', { Origin: demo.url }, JSON.stringify({ variant: 'draw', players: 2, seat: 0 }));
  assert.equal(ok.status, 200, ok.text);
  assert.equal(ok.headers['access-control-allow-origin'], demo.url);
  const { room, sessionId } = JSON.parse(ok.text) as { room: { roomId: string; processId: string; publicAddress: string }; sessionId: string };
  assert.match(room.publicAddress, new RegExp(`^127\\.0\\.0\\.1:${https}/p[12]$`));
  const path = `/${room.publicAddress.split('/')[1]}/${room.processId}/${room.roomId}?sessionId=${sessionId}`;
  const status = await new Promise<number>((done, fail) => {
    const req = request({ host: '127.0.0.1', port: https, path, ca: cert, headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', Origin: evil } });
    req.on('response', (res) => done(res.statusCode!));
    req.on('upgrade', () => done(101));
    req.on('error', fail);
    req.end();
  });
  assert.equal(status, 403);
  await new Promise((r) => setTimeout(r, 300));
  const logs = games.map((g) => g.out()).join('\n');
  // Behind the proxy, the refused address is the client's (X-Forwarded-For), here loopback.
  assert.match(logs, /refused 403 OPTIONS \/matchmake\/create\/domino from 127\.0\.0\.1: origin https:\/\/evil\.example is not allowed/);
  assert.match(logs, /refused 403 websocket from 127\.0\.0\.1: origin https:\/\/evil\.example is not allowed/);
  // The page of an origin not listed cannot create a table: it says so.
  const other = await openPage(browser, demo.url.replace('127.0.0.1', 'localhost'), new URLSearchParams({ server: `wss://127.0.0.1:${https}` }).toString());
  await other.page.click('#create button');
  await until(other.page, () => (document.querySelector('domino-table') as unknown as { connection?: { state: string } | null })?.connection?.state === 'closed');
  await other.page.close();
});

test('two Chromium pages play a whole game over wss:// through Caddy, on the process that holds their room; the deal verifies', async () => {
  const site: Site = { browser, base: demo.url, server: `wss://127.0.0.1:${https}` };
  const { host, code } = await newTable(site, 'all-fives', 2);
  const guest = await joinTable(site, code, 1);
  const ends = await Promise.all([host, guest].map((s) => endOf(s.page, 180000))).catch(async (e) => {
    for (const s of [host, guest]) {
      console.log(await s.page.evaluate(() => {
        const t = document.querySelector('domino-table') as HTMLElement & Record<string, any>;
        return JSON.stringify({ status: t.connection?.state, seat: t.connection?.seat, phase: t.state?.phase, turn: t.state?.turn, legal: t.legalActions?.length, bar: t.shadowRoot?.querySelector('.online')?.textContent });
      }), s.sockets);
    }
    console.log(games.map((g) => g.out()).join('\n'), caddy.out().slice(-3000));
    throw e;
  });
  for (const e of ends) {
    assert.equal(e.verdict.ok, true, e.verdict.reason);
    assert.equal(e.badge, 'fair deal ✓');
  }
  assert.deepEqual(ends[0]!.record, ends[1]!.record);
  const sockets = [...host.sockets, ...guest.sockets];
  assert.ok(sockets.length >= 2);
  const prefix = new URL(sockets[0]!).pathname.split('/')[1];
  for (const u of sockets) {
    assert.equal(new URL(u).protocol, 'wss:');
    assert.equal(new URL(u).pathname.split('/')[1], prefix, 'both pages play on the process of their room');
  }
  await Promise.all([host.page.close(), guest.page.close()]);
});

// Without redis-server there is no second process to share rooms with: say so, rather than pass.
if (!redisBinary() && !process.env.REDIS_TEST_URL) throw new Error('redis-server is not installed (apt-get install redis-server)');
