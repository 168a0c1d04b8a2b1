// What scripts/measure/bench-ai.ts and scripts/measure/ai-errors.ts share: the rule for a hand's result, the
// diagnostic that shows a hard seat other hands, and a worker thread running a .ts entry.
import { Worker } from 'node:worker_threads';

/** A hand's result for a side from its team's margin (points, or the solver's value): 1 won, ½ tied, 0 lost. */
export const share = (d: number): number => (d > 0 ? 1 : d === 0 ? 0.5 : 0);

/**
 * A diagnostic, never a level: what a Partnership hard seat is shown through `ChooseOptions.shown`, read once from the
 * environment variable `name`: `as` is its value (`partner`: its partner's hand, `all`: every hand) and `seats` the
 * seats (absolute) whose hands a seat is shown; null when unset, so fair.
 */
export function shownSeats(name: string): { as: 'partner' | 'all'; seats: (seat: number) => number[] } | null {
  const v = process.env[name];
  if (!v) return null;
  if (v === 'partner') return { as: v, seats: (seat: number) => [(seat + 2) % 4] };
  if (v === 'all') return { as: v, seats: (seat: number) => [1, 2, 3].map((d) => (seat + d) % 4) };
  throw new Error(`${name}: partner or all, not ${v}`);
}

/** Runs the .ts module at `url` in a worker thread with `data` as its workerData; resolves with its first message. */
export function tsWorker<T>(url: string, data: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A .ts worker entry needs tsx registered inside the worker first.
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`;
    const w = new Worker(boot, { eval: true, workerData: data });
    w.once('message', (m: T) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}
