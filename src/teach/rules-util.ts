import type { Msg } from './narrate.js';

/** Rule ids cited by messages (their `rule` params), e.g. `["D-7", "C-8"]`. */
export function rulesOfMessages(msgs: readonly Msg[]): string[] {
  return [...new Set(msgs.flatMap((m) => String(m.params.rule ?? '').split(',').map((r) => r.trim()).filter(Boolean)))];
}
