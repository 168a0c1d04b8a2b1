// Counts web-test-runner results and writes them to a file for scripts/test/test.mjs
// (wtr's own summary line carries a browser name, a progress bar and ANSI codes).
import { writeFileSync } from 'node:fs';

function countTests(suite, acc) {
  if (!suite) return acc;
  for (const t of suite.tests ?? []) {
    if (t.skipped) acc.skipped++;
    else if (t.passed) acc.passed++;
    else acc.failed++;
  }
  for (const s of suite.suites ?? []) countTests(s, acc);
  return acc;
}

/** A reporter that writes `{passed, failed, skipped}` to $WTR_COUNT_FILE when the run stops. */
export function countingReporter() {
  return {
    stop({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0 };
      for (const s of sessions) {
        countTests(s.testResults, acc);
        // A file that failed to load, or threw outside a test, counts as a failure.
        if (!s.passed && (s.errors?.length ?? 0) > 0) acc.failed += 1;
      }
      const out = process.env.WTR_COUNT_FILE;
      if (out) writeFileSync(out, JSON.stringify(acc));
      else process.stdout.write(`${acc.passed} passed, ${acc.failed} failed, ${acc.skipped} skipped\n`);
    },
  };
}
