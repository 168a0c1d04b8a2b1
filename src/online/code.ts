/**
 * Room and class codes a person can read aloud and type on a phone: six characters from an alphabet without the
 * ones that look or sound alike (no 0/O, 1/I/L, no U), shown in upper case and read in any case ("k7m 4qx" is
 * K7M4QX). The server makes them (src/server/codes.ts: random, unique among the live and checkpointed rooms and
 * classes); the page reads what a person typed or a link carries with {@link readCode}.
 */

/** The characters of a code: 2–9 and A–Z without I, L, O and U (30 of them). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The length of a code the server makes. */
export const CODE_LENGTH = 6;

const SHORT = new RegExp(`^[${CODE_ALPHABET}]{5,6}$`);

/** Whether `s` is a short code as the server makes them (upper case, no separators). */
export function isCode(s: string): boolean {
  return SHORT.test(s);
}

/**
 * A code as typed or carried by a link, in its one form: spaces, dashes and dots dropped and upper case when what is
 * left is a short code ("k7m-4qx" → "K7M4QX"); anything else (an older room id, `new`, `anyone`) only trimmed.
 */
export function readCode(text: string): string {
  const t = String(text ?? '').trim();
  const c = t.replace(/[\s.\-·]/g, '').toUpperCase();
  return isCode(c) ? c : t;
}
