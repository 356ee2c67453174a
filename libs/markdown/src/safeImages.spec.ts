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

describe('the sizes of site images', () => {
  it('gives a site image its width and height when the caller knows them, so the page does not jump', () => {
    const src = '/api/media/m1/800.webp';
    expect(renderMarkdown(`![A lab](${src})`, { imageSizes: { [src]: { width: 800, height: 533 } } })).toBe(
      `<p><img src="${src}" alt="A lab" width="800" height="533" loading="lazy" decoding="async"></p>`,
    );
  });

  it('leaves out the sizes of an image it was not told about, and never sizes one from elsewhere', () => {
    const sizes = { 'https://example.org/x.webp': { width: 1, height: 1 } };
    expect(renderMarkdown('![A lab](/api/media/m2/400.webp)', { imageSizes: sizes })).toBe(
      '<p><img src="/api/media/m2/400.webp" alt="A lab" loading="lazy" decoding="async"></p>',
    );
    expect(renderMarkdown('![Far](https://example.org/x.webp)', { imageSizes: sizes })).toBe('<p>Far</p>');
  });
});
