// Element tests in real headless Chromium (Debian's /usr/bin/chromium unless CHROME_PATH says otherwise).
import { createServer } from 'node:net';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { tsForJs } from './scripts/build/dev-middleware.mjs';
import { onlineResolveWeb } from './scripts/build/online-resolve.mjs';
import { defaultReporter } from '@web/test-runner';
import { countingReporter } from './scripts/test/wtr-count-reporter.mjs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

// A free port for the test server (not always 8000): several checkouts of the project may run their tests at once.
const port = Number(process.env.WTR_PORT) || (await new Promise((done) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = s.address();
    s.close(() => done(free));
  });
}));

export default {
  port,
  files: ['src/element/**/*.test.ts', 'src/**/*.browser.test.ts', '!src/element/csp.test.ts'],
  groups: [
    {
      // The element under a strict style policy (no 'unsafe-inline'): every violation is recorded for the test.
      name: 'strict-csp',
      files: ['src/element/csp.test.ts'],
      testRunnerHtml: (runner) => `<!DOCTYPE html><html><head>
<meta http-equiv="Content-Security-Policy" content="style-src 'self'">
<script>window.cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => cspViolations.push(e.violatedDirective + ' ' + (e.sample || e.blockedURI)));</script>
</head><body><script type="module" src="${runner}"></script></body></html>`,
    },
  ],
  nodeResolve: { exportConditions: ['development'] },
  // Chromium does not parse standard decorators yet: esbuild lowers them (toolchain.md).
  middleware: [tsForJs()],
  plugins: [onlineResolveWeb(), esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-dev-shm-usage',
          // lifecycle.test.ts measures the heap after a garbage collection
          '--js-flags=--expose-gc',
          '--enable-precise-memory-info',
        ],
      },
    }),
  ],
  concurrency: 1,
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 600000,
  reporters: [defaultReporter(), countingReporter()],
};
