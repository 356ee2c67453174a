import { describe, expect, it } from 'vitest';
import { lineDiff, textsDiffer, type DiffLine } from './lineDiff.js';

/** A diff as " same", "-removed", "+added" lines, as a reader would write it down. */
const shown = (lines: DiffLine[]) => lines.map((line) => ({ same: ' ', added: '+', removed: '-' })[line.kind] + line.text);

describe('lineDiff', () => {
  it('keeps the lines both texts share and marks the rest removed or added', () => {
    expect(shown(lineDiff('one\ntwo\nthree', 'one\n2\nthree\nfour'))).toEqual([' one', '-two', '+2', ' three', '+four']);
  });

  it('finds the longest run of shared lines, not just the first match', () => {
    expect(shown(lineDiff('a\nb\nc\nd', 'b\nc\nd\na'))).toEqual(['-a', ' b', ' c', ' d', '+a']);
  });

  it('treats empty texts as no lines, and reads Windows line endings as plain ones', () => {
    expect(lineDiff('', '')).toEqual([]);
    expect(shown(lineDiff('', 'new'))).toEqual(['+new']);
    expect(shown(lineDiff('gone', ''))).toEqual(['-gone']);
    expect(shown(lineDiff('a\r\nb', 'a\nb'))).toEqual([' a', ' b']);
  });

  it('compares long texts with a small change quickly, by setting aside their common start and end', () => {
    const long = Array.from({ length: 5000 }, (_, n) => `Line ${n}`);
    const changed = [...long];
    changed[2500] = 'Changed';
    const started = performance.now();
    const lines = lineDiff(long.join('\n'), changed.join('\n'));
    expect(performance.now() - started).toBeLessThan(500);
    expect(lines.filter((line) => line.kind !== 'same').map((line) => line.kind + line.text)).toEqual([
      'removedLine 2500',
      'addedChanged',
    ]);
  });

  it('says whether two texts differ', () => {
    expect(textsDiffer('a\r\nb', 'a\nb')).toBe(false);
    expect(textsDiffer('a', 'b')).toBe(true);
  });
});
