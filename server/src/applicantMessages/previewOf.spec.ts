import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, previewOf } from './threadRows.js';

describe('a message’s preview in the lists', () => {
  it('shows the words without Markdown’s marks, a link by its words', () => {
    expect(previewOf('## Hello\n\nPlease upload your **transcript** by *Friday*: [the form](https://example.org/f).')).toBe(
      'Hello Please upload your transcript by Friday: the form.',
    );
    expect(previewOf('- one\n- two\n1. three\n> quoted `code`')).toBe('one two three quoted code');
    expect(previewOf('Keep a literal \\*star\\*.')).toBe('Keep a literal *star*.');
  });

  it('is cut with an ellipsis at the limit', () => {
    const preview = previewOf('word '.repeat(100));
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(preview.endsWith('…')).toBe(true);
    expect(previewOf('Short.')).toBe('Short.');
  });
});
