// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown.js';
import { problems, tags } from './testing.js';

/** Pieces attackers combine, so random texts hit the interesting cases far more often than noise. */
const PIECES = [
  '<',
  '>',
  '</',
  '[',
  ']',
  '(',
  ')',
  '<a href="',
  '"',
  "'",
  '`',
  '!',
  '*',
  '_',
  '#',
  '\n',
  '\n\n',
  '\t',
  ' ',
  '=',
  'javascript:',
  'JaVaScRiPt:',
  'java',
  'script',
  ':',
  '&#58;',
  '&#x09;',
  '&#10;',
  '&colon;',
  'data:',
  'vbscript:',
  '//',
  '/',
  '\\',
  '\\\\',
  '%5C',
  'evil.example',
  'https:',
  'http://',
  'mailto:',
  '?',
  '%',
  'onerror=',
  'onload=',
  'img',
  'iframe',
  'style',
  'svg',
  'alert(1)',
  '[x]: ',
  '> ',
  '- ',
  '1. ',
  '```',
  '<https://',
  '<javascript:',
];

/** Addresses built from the same pieces, put where Markdown takes one: links, autolinks, definitions. */
const address = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join(''));
const link = fc.oneof(
  address.map((href) => `[x](${href})`),
  address.map((href) => `[x](<${href}>)`),
  address.map((href) => `<${href}>`),
  address.map((href) => `[x][r]\n\n[r]: ${href}\n`),
);

const markdownish = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...PIECES), link), { maxLength: 30 }).map((pieces) => pieces.join('')),
  fc.string({ maxLength: 200 }),
);

describe('renderMarkdown, for any text', () => {
  it('gives no element, attribute or link outside the allow-list, and no way off-site but http(s) and mailto', () => {
    fc.assert(
      fc.property(markdownish, fc.integer({ min: 1, max: 6 }), (text, topHeading) => {
        const out = renderMarkdown(text, { topHeading });
        expect(problems(out)).toEqual([]);
        for (const tag of tags(out)) {
          expect(tag).not.toMatch(/^<\/?(script|iframe|style|svg|img)/i);
          expect(tag).not.toMatch(/\son\w+=/i);
        }
      }),
      { numRuns: 500 },
    );
    // A fixed amount of work (500 texts), not a speed check: about 2 s alone, more on a busy machine.
  }, 60_000);
});
