/**
 * Characters PostgreSQL text cannot hold: NUL (refused outright, 22021) and UTF-16 halves without
 * their other half (no UTF-8 spelling: drivers would silently store U+FFFD instead).
 */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL text can hold `text` as it is (the question every request asks of its headers, at no cost). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** What is wrong with `text` in words ("must not contain …"), or null when it can be stored as is. */
export function unstorableText(text: string): string | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000'
    ? 'must not contain the NUL character'
    : 'must not contain a broken Unicode character (an unpaired surrogate)';
}
