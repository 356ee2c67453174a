import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown.js';

describe('images in Markdown', () => {
  it('keeps an image from the media library, with its description, loading lazily', () => {
    expect(renderMarkdown('![Students at the bench](/api/media/m-1_a/800.webp)')).toBe(
      '<p><img src="/api/media/m-1_a/800.webp" alt="Students at the bench" loading="lazy" decoding="async"></p>',
    );
  });

  it.each([
    ['another site', '![A pixel](https://tracker.example/p.gif)'],
    ['a protocol-relative address', '![A pixel](//tracker.example/p.gif)'],
    ['a data address', '![A pixel](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['a script address', '![A pixel](javascript:alert(1))'],
    ['another path on this site', '![A pixel](/api/users/me)'],
    ['a library path that climbs out', '![A pixel](/api/media/../users/1.webp)'],
  ])('turns an image from %s into its description', (_, markdown) => {
    expect(renderMarkdown(markdown)).toBe('<p>A pixel</p>');
  });

  it('drops an outside image that has no description', () => {
    expect(renderMarkdown('Before ![](https://tracker.example/p.gif) after')).toBe('<p>Before  after</p>');
  });

  it('keeps nothing but the address and description, whatever the author adds', () => {
    expect(renderMarkdown('![A "quote"](/api/media/m1/400.webp "a title")')).toBe(
      '<p><img src="/api/media/m1/400.webp" alt="A &#x22;quote&#x22;" loading="lazy" decoding="async"></p>',
    );
  });
});
