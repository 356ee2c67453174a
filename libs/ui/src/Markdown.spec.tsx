import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './Markdown.js';

const html = (text: string) => render(<Markdown text={text} />).container.innerHTML;

describe('Markdown', () => {
  it('renders headings one level under the page heading, paragraphs, lists, quotes and emphasis', () => {
    const out = html('# Why it matters\n\nScience **changes** lives, _one_ scholar at a time.\n\n- mentors\n- labs\n\n1. apply\n2. learn\n\n> Be curious.');
    expect(out).toBe(
      '<h2>Why it matters</h2><p>Science <strong>changes</strong> lives, <em>one</em> scholar at a time.</p><ul><li>mentors</li><li>labs</li></ul><ol><li>apply</li><li>learn</li></ol><blockquote>Be curious.</blockquote>',
    );
  });

  it('shows raw HTML as text, never as markup', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror=alert(2)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps only safe links; others become plain text', () => {
    const out = html('[site](/programs/dynamerge) [web](https://example.org) [bad](javascript:alert(1)) [data](data:text/html,x)');
    expect(out).toContain('<a href="/programs/dynamerge">site</a>');
    expect(out).toContain('<a href="https://example.org" rel="noopener noreferrer">web</a>');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('href="data:');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('mailto:team@scientistleaders.africa')).toBe('mailto:team@scientistleaders.africa');
  });
});
