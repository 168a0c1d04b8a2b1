/** Plural forms chosen by `Intl.PluralRules` (one rules object per language, made once). */
const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `Intl.PluralRules(lang)` picks for `n` (falling back to `other`), e.g. `plural('pl', 5, { one: 'kamień', few: 'kamienie', other: 'kamieni' })` → "kamieni". */
export function plural(lang: string, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return forms[r.select(n)] ?? forms.other;
}
