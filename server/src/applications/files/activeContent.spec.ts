import { describe, expect, it } from 'vitest';
import { JPEG, PDF, PNG } from '../testing.js';
import { DIRECTION_CONTROLS, looksLikeMarkup } from './activeContent.js';

/** Deterministic bytes that look like compressed data, so the test is the same on every run. */
function noise(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('markup inside an upload', () => {
  it.each([
    ['a PDF carrying a page', Buffer.concat([PDF, Buffer.from('<html><body><script>alert(document.cookie)</script>')])],
    ['a PNG carrying an SVG', Buffer.concat([PNG, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')])],
    [
      'a JPEG whose comment is a page, far into the file',
      Buffer.concat([JPEG, noise(2_000_000), Buffer.from('<!DOCTYPE html><p>hi')]),
    ],
    ['an image tag with an error handler', Buffer.concat([PNG, Buffer.from('<IMG SRC=x onerror=alert(1)>')])],
    ['short tags browsers sniff, near the start', Buffer.concat([PDF, Buffer.from('<a href=//evil.example>x</a>')])],
    ['a javascript: link', Buffer.concat([PDF, Buffer.from('/URI (javascript:alert(1))')])],
    [
      'a details element with a toggle handler',
      Buffer.concat([PDF, noise(4096), Buffer.from('<details open ontoggle=alert(1)>')]),
    ],
    ['an input with a focus handler', Buffer.concat([PNG, noise(4096), Buffer.from('<input autofocus onfocus=alert(1)>')])],
    [
      'a video source with an error handler',
      Buffer.concat([JPEG, noise(4096), Buffer.from('<video><source onerror="alert(1)">')]),
    ],
    ['a made-up element with a click handler', Buffer.concat([PDF, noise(4096), Buffer.from("<x title='a' onclick=alert(1)>")])],
  ])('finds %s', (_case, bytes) => {
    expect(looksLikeMarkup(bytes)).toBe(true);
  });

  it('passes plain files, and 10 MB of compressed-looking data, PDF dictionaries and hex strings included', () => {
    expect(looksLikeMarkup(PDF)).toBe(false);
    expect(looksLikeMarkup(PNG)).toBe(false);
    expect(looksLikeMarkup(JPEG)).toBe(false);
    expect(looksLikeMarkup(Buffer.concat([PDF, Buffer.from('<< /Type /Catalog /Pages 2 0 R >> <4F3A9B> <FEFF0041>')]))).toBe(
      false,
    );
    for (const seed of [1, 2, 3]) expect(looksLikeMarkup(Buffer.concat([JPEG, noise(10 * 1024 * 1024, seed)]))).toBe(false);
    // Short tags count only where browsers sniff: deep in a large file, "<p>" is three random bytes.
    expect(looksLikeMarkup(Buffer.concat([JPEG, noise(4096), Buffer.from('<p>')]))).toBe(false);
  });
});

describe('direction controls in a file name', () => {
  it('finds the characters that make "cv\u202Efdp.exe" read as "cvexe.pdf", and no others', () => {
    for (const control of ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f', '\u061c'])
      expect(DIRECTION_CONTROLS.test(`cv${control}fdp.pdf`)).toBe(true);
    for (const name of ['CV Amina.pdf', 'سيرة ذاتية.pdf', 'résumé – final.pdf', '履歴書.pdf'])
      expect(DIRECTION_CONTROLS.test(name)).toBe(false);
  });
});
