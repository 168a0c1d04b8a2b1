/**
 * The Share control's link (attribute `share-url`, docs/embedding.md): the embed page at `base` showing this game at
 * this step, copied to the clipboard where the page may, else shown to copy by hand. Loaded on the first Share.
 */

/** The link made, and whether the clipboard took it; null when `base` is not a URL. */
export async function shareLink(base: string, page: string, record: string, step: number, variant: string): Promise<{ link: string; copied: boolean } | null> {
  let u: URL;
  try {
    u = new URL(base, page);
  } catch {
    return null;
  }
  for (const [k, v] of [['mode', 'replay'], ['record', record], ['step', String(step)], ['variant', variant]] as const) if (v) u.searchParams.set(k, v);
  let copied = false;
  // A frame without allow="clipboard-write" (Chromium says so: its policy object) is not asked: the browser would log a violation.
  const policy = document as unknown as { permissionsPolicy?: { allowsFeature(f: string): boolean }; featurePolicy?: { allowsFeature(f: string): boolean } };
  const allowed = (policy.permissionsPolicy ?? policy.featurePolicy)?.allowsFeature('clipboard-write') ?? true;
  try {
    if (allowed) {
      await navigator.clipboard.writeText(u.href); // refused without a secure context or the person's permission
      copied = true;
    }
  } catch {
    // the field under the button shows the link, selected when focused
  }
  return { link: u.href, copied };
}
