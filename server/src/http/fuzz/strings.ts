import fc from 'fast-check';

/**
 * Strings that have broken services before: NUL and lone surrogates (PostgreSQL text), paths
 * climbing out, numbers and dates at and beyond every range, markup, prototype keys.
 */
export const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ufffd',
  '../',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '%zz',
  '😀',
  'e\u0301',
  '\u202eevil',
  '\u0007\u001b[31m',
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '-9223372036854775809',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '294277-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1969-12-31T23:59:59.999Z',
  '2026-02-30',
  '2026-01-01T25:61:00Z',
  'Africa/Nairobi',
  'Mars/Olympus_Mons',
  'a@b',
  'x'.repeat(257),
];

/** Any UTF-16 code unit, lone surrogates and NUL included (fast-check's own units keep strings well formed). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Hostile text of every kind, mostly short; `known` adds ids and names that exist, to get past 404s. */
export function nastyString(known: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '/', '.', '%', '|'), maxLength: 8 }),
    },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })).map(String) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 20_000 }).map((n) => 'x'.repeat(n)) },
    ...(known.length ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
  );
}

/** encodeURIComponent, except for text it cannot encode (lone surrogates): those go out as raw UTF-16 halves' bytes. */
export function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => (char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}

/** Percent-encodings that decode to nothing good: NUL, a truncated escape, overlong and surrogate UTF-8, dots. */
export const RAW_SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '%2e%2e',
  '.%2F..',
  '%2F',
  '%u0000',
  '%25',
];

/** A path segment or query value as sent: mostly encoded text, sometimes raw broken escapes. */
export function urlPart(known: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: nastyString(known).map(encodePart) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Times as cursors carry them, valid or far outside any database's range. */
const cursorTime = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '2026-01-01',
    '2026-02-30T00:00:00.000000Z',
    'garbage',
    '',
  ),
);
const cursorId = (known: readonly string[]) =>
  fc.oneof(
    fc.uuid(),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.nat().map(String),
    nastyString(known),
    fc.constantFrom('1e5', '-1', '0', '1.5', '00001'),
  );
const queueSort = fc.constantFrom('submitted_desc', 'submitted_asc', 'score_desc', 'updated_desc');
const queueValue = fc.oneof(
  cursorTime,
  fc.constant(null),
  fc.double().map(String),
  fc.constantFrom('999999e99', '1e-99', '-0', '3.4e38', '2026-01-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z'),
  fc.integer(),
);

/** Keyset cursors: random base64url, forged "time|id" pairs, the review queue's JSON kind, junk joined by |. */
export function badCursor(known: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.base64String({ maxLength: 60 }).map((text) => text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
    fc.tuple(cursorTime, cursorId(known)).map(([at, id]) => base64url(`${at}|${id}`)),
    fc.tuple(queueSort, queueValue, cursorId(known)).map((parts) => base64url(JSON.stringify(parts))),
    fc.array(nastyString(known), { maxLength: 4 }).map((parts) => base64url(parts.join('|'))),
    nastyString(known),
  );
}

/** Numbers as query text, for limits and the like: huge, negative, fractional, not numbers at all. */
export const numberText = fc.oneof(
  fc.integer({ min: -5, max: 300 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '1e309',
    '99999999999999999999',
    '0x10',
    ' 5',
    '5 ',
    'ten',
    '',
    'NaN',
    'Infinity',
    '-0',
  ),
  fc.bigInt().map(String),
);
