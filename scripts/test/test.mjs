#!/usr/bin/env node
// Runs every test: engine, machine and AI tests in Node (node:test + tsx), then
// element tests in headless Chromium (web-test-runner), and ends with one plain
// line: "N passed, N failed, N skipped".
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { serverNode } from './server-node.mjs';

const only = process.argv[2]; // "node" or "browser" to run one half; "server" (the server's tests) or "engine" (the other Node tests) a part of "node"
const total = { passed: 0, failed: 0, skipped: 0 };
const tapFile = join(tmpdir(), `domino-node-tests-${process.pid}.tap`); // per run: several checkouts may test at once

function walk(dir, pick, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, pick, out);
    else if (pick(p)) out.push(p);
  }
  return out.sort();
}

// deploy.test.ts carries out the Dockerfile (minutes): `npm run test:deploy`, on its own in CI.
const nodeTests = walk('src', (p) => p.endsWith('.test.ts') && /src\/(engine|machine|ai|record|teach|online|server|table|words|render|studio)\//.test(p) && !p.endsWith('.browser.test.ts') && !p.endsWith('deploy.test.ts'));
const browserTests = walk('src', (p) => p.endsWith('.test.ts') && (/src\/element\//.test(p) || p.endsWith('.browser.test.ts')));
// The game server's tests run on the Node the server supports (22+: scripts/test/server-node.mjs fetches it where
// this machine has an older one); everything else stays on whatever Node runs this script.
const isServer = (p) => /src\/server\//.test(p);

/** Runs node:test files with `node`, adding their counts to the total. */
function runNode(node, files) {
  const r = spawnSync(node, ['--import', 'tsx', '--import', './scripts/test/test-setup.mjs', '--test', '--test-reporter=spec', '--test-reporter=tap', '--test-reporter-destination=stdout', `--test-reporter-destination=${tapFile}`, ...files], { stdio: 'inherit' });
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  rmSync(tapFile, { force: true });
  const n = (k) => Number(tap.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
  total.passed += n('pass');
  total.failed += n('fail') + n('cancelled');
  total.skipped += n('skipped') + n('todo');
  if (r.status !== 0 && n('fail') + n('cancelled') === 0) total.failed += 1; // crashed before counting
}

if (only !== 'browser' && only !== 'server') {
  const files = nodeTests.filter((p) => !isServer(p));
  if (files.length) runNode(process.execPath, files);
}
if (only !== 'browser' && only !== 'engine') {
  const files = nodeTests.filter(isServer);
  if (files.length) {
    const node = serverNode();
    console.log(`== server tests on Node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`);
    runNode(node, files);
  }
}

if (only !== 'node' && only !== 'server' && only !== 'engine' && browserTests.length) {
  const countFile = join(tmpdir(), `domino-wtr-${process.pid}.json`);
  rmSync(countFile, { force: true });
  const r = spawnSync('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, WTR_COUNT_FILE: countFile },
  });
  if (existsSync(countFile)) {
    const c = JSON.parse(readFileSync(countFile, 'utf8'));
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  } else if (r.status !== 0) total.failed += 1;
  if (r.status !== 0 && total.failed === 0) total.failed += 1;
}

console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
