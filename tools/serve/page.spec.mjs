// @vitest-environment jsdom
/* global window, document -- runs in jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './page.mjs';

const added = () =>
  [...document.head.children].map((element) => [
    element.tagName.toLowerCase(),
    element.getAttribute('rel') ?? element.type,
    element.getAttribute('src') ?? element.getAttribute('href'),
  ]);
const assets = {
  entry: '/assets/entry.js',
  preloads: [
    ['modulepreload', '/assets/shared.js'],
    ['preload', '/mfe/mfe-public/mf-manifest.json'],
  ],
  latestMs: 3000,
};

describe('the app of a server-rendered page', () => {
  let frames;
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.readyState;
  });
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('starts once the page has loaded and a frame of it has been drawn: entry first, then its modules and fetches', () => {
    startAfterFirstPaint(assets);
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    drawFrame();
    drawFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      ['script', 'module', '/assets/entry.js'],
      ['link', 'modulepreload', '/assets/shared.js'],
      ['link', 'preload', '/mfe/mfe-public/mf-manifest.json'],
    ]);
    const [script, , fetchLink] = document.head.children;
    expect(script.getAttribute('crossorigin')).toBe('');
    expect(fetchLink.getAttribute('as')).toBe('fetch');
    // Once only.
    vi.advanceTimersByTime(5000);
    expect(document.head.children).toHaveLength(3);
  });

  it('starts a second after loading where frames are not drawn (a tab in the background)', () => {
    startAfterFirstPaint(assets);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()[0]).toEqual(['script', 'module', '/assets/entry.js']);
  });

  it('starts after a few seconds even while something on the page is still loading', () => {
    startAfterFirstPaint(assets);
    vi.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });
});
