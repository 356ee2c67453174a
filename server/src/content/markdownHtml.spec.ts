import { renderMarkdown } from '@sla/markdown';
import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdownHtml.js';

describe('markdownHtml', () => {
  it('gives what renderMarkdown gives, for each heading level of the same text, also when asked again', () => {
    const text = '# Title\n\nA [link](/about) and <script>x</script>.';
    for (let round = 0; round < 2; round++) {
      expect(markdownHtml(text, 2)).toBe(renderMarkdown(text, { topHeading: 2 }));
      expect(markdownHtml(text, 3)).toBe(renderMarkdown(text, { topHeading: 3 }));
    }
    expect(markdownHtml(text, 2)).not.toBe(markdownHtml(text, 3));
  });

  it('keeps answering correctly once more texts were rendered than it keeps', () => {
    for (let i = 0; i < 250; i++) expect(markdownHtml(`Text ${i}`, 2)).toBe(`<p>Text ${i}</p>`);
    expect(markdownHtml('Text 0', 2)).toBe('<p>Text 0</p>');
  });
});
