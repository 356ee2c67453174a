/** One line of a comparison: in both texts, only in the new one, or only in the old one. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Beyond this many cells (lines changed in one × lines changed in the other, after the common start
 * and end are set aside) the comparison shows the middle as removed then added rather than spend
 * seconds matching it: a whole story rewritten reads the same either way.
 */
const MAX_CELLS = 4_000_000;

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

/**
 * The lines of `before` and `after` as a reader compares them: the longest run of lines both keep
 * (longest common subsequence), with what was removed before what was added at each change.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text): DiffLine => ({ kind: 'same', text }));
  const tail = a.slice(endA).map((text): DiffLine => ({ kind: 'same', text }));
  return [...head, ...middle(a.slice(start, endA), b.slice(start, endB)), ...tail];
}

function middle(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (!a.length || !b.length || a.length * b.length > MAX_CELLS) return [...a.map(removed), ...b.map(added)];

  // lengths[i][j]: the longest common run of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) lines.push(removed(a[i++]!));
    else lines.push(added(b[j++]!));
  }
  while (i < a.length) lines.push(removed(a[i++]!));
  while (j < b.length) lines.push(added(b[j++]!));
  return lines;
}

/** Whether two texts differ once line endings are set aside. */
export const textsDiffer = (before: string, after: string) => before.replace(/\r\n?/g, '\n') !== after.replace(/\r\n?/g, '\n');
