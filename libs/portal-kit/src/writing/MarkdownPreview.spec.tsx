import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '@sla/markdown/testing';
import { MarkdownPreview } from './MarkdownPreview.js';

/** Elements and attributes through which HTML can run script, after the browser (jsdom) parsed the preview. */
function dangerous(root: Element): string[] {
  const found: string[] = [];
  for (const node of root.querySelectorAll('*')) {
    const tag = node.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of node.attributes) {
      // As browsers read a URL's scheme: spaces and control characters inside it do not count.
      const value = [...attribute.value]
        .filter((character) => character.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
        /^(javascript|vbscript|data):/.test(value)
      )
        found.push(`${tag}[${attribute.name}]`);
    }
  }
  return found;
}

const ran = () => (window as { __xssRan?: unknown }).__xssRan;

describe('MarkdownPreview', () => {
  afterEach(() => delete (window as { __xssRan?: unknown }).__xssRan);

  it('has the known payloads to try', () => expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50));

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.markdown]))(
    'shows “%s” only as harmless text or links',
    async (_name, markdown) => {
      const original = window.alert;
      window.alert = () => ((window as { __xssRan?: unknown }).__xssRan = true);
      try {
        render(<MarkdownPreview markdown={`Before\n\n${markdown}`} />);
        const preview = screen.getByRole('region', { name: 'Preview' });
        await waitFor(() => expect(preview.querySelector('.prose')?.textContent).toContain('Before'));
        expect(dangerous(preview)).toEqual([]);
        expect(ran()).toBeUndefined();
      } finally {
        window.alert = original;
      }
    },
  );

  it('inserts the renderer’s HTML as HTML: formatting shows as formatting', async () => {
    render(<MarkdownPreview markdown={'## Our year\n\nWe **grew**. [Read more](https://example.org)'} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('Our year'));
    expect(preview.querySelector('strong')?.textContent).toBe('grew');
    const link = preview.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
