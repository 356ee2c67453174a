// @vitest-environment jsdom
// The rendering-safety bar: known injection payloads, rendered by the one renderer the public pages and the
// editors' preview use, then read back by an HTML parser (jsdom's, which follows the HTML standard like a
// browser) and, as a last word, put into a live document with scripts enabled to see whether anything runs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from './renderMarkdown.js';
import { schema } from './schema.js';
import { XSS_PAYLOADS } from './testing/xssPayloads.js';

const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'img', 'base', 'link', 'meta'];
const ALLOWED_ELEMENTS = new Set(schema.tagNames);
/** Attributes a browser reads as an address. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'background', 'poster', 'data', 'xlink:href', 'srcset', 'cite'];
const PAGE = 'https://site.example/blog/a-story';
// eslint-disable-next-line no-control-regex -- control characters are exactly what a scheme hides behind
const CONTROLS_AND_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;

const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;

/** HTML entities decoded until nothing changes, so a value encoded twice is judged by what it finally says. */
function decodeEntities(value: string): string {
  const scratch = document.createElement('textarea');
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    scratch.innerHTML = current;
    if (scratch.value === current) break;
    current = scratch.value;
  }
  return current;
}

/**
 * The scheme an address really has, found two ways: by the WHATWG URL parser browsers use (which drops
 * tabs and newlines anywhere and control characters at the ends), and by hand after decoding entities and
 * removing every whitespace and control character, which is stricter than any browser.
 */
function schemesOf(value: string): string[] {
  const stripped = decodeEntities(value).replace(CONTROLS_AND_SPACE, '').toLowerCase();
  const byHand = /^([a-z][a-z0-9+.-]*):/.exec(stripped)?.[1];
  const byParser = URL.canParse(value, PAGE) ? new URL(value, PAGE).protocol.replace(/:$/, '') : undefined;
  return [...new Set([byHand, byParser])].filter((scheme): scheme is string => Boolean(scheme));
}

/** Every way `html` could run a script, or a link could leave the site without rel="noopener noreferrer". */
function problemsIn(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.localName;
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`element <${tag}>`);
    else if (!ALLOWED_ELEMENTS.has(tag)) found.push(`element <${tag}> outside the allow-list`);
    for (const { name, value } of element.attributes) {
      if (name.toLowerCase().startsWith('on')) found.push(`handler ${name}="${value}" on <${tag}>`);
      if (name.toLowerCase() === 'style') found.push(`style="${value}" on <${tag}>`);
      if (!URL_ATTRIBUTES.includes(name.toLowerCase())) continue;
      for (const scheme of schemesOf(value))
        if (['javascript', 'vbscript', 'data', 'file'].includes(scheme))
          found.push(`${name}="${value}" (${scheme}:) on <${tag}>`);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      const href = element.getAttribute('href')!;
      const leaves = URL.canParse(href, PAGE) && new URL(href, PAGE).origin !== new URL(PAGE).origin;
      const rel = new Set((element.getAttribute('rel') ?? '').split(/\s+/));
      if (leaves && /^https?:$/.test(new URL(href, PAGE).protocol) && !(rel.has('noopener') && rel.has('noreferrer')))
        found.push(`external link ${href} without rel="noopener noreferrer"`);
    }
  }
  return found;
}

describe('rendered Markdown against known XSS payloads', () => {
  it('has a list of at least 60 distinct payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.name)).size).toBe(XSS_PAYLOADS.length);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.markdown)).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.markdown]))(
    '%s: no script element, handler, style or dangerous address in what is rendered',
    (_name, markdown) => {
      for (const topHeading of [2, 3]) expect(problemsIn(renderMarkdown(markdown, { topHeading }))).toEqual([]);
      // Written in the middle of a real story too, where a payload may lean on the text around it.
      expect(
        problemsIn(renderMarkdown(`# Our year\n\nSome **bold** text, then ${markdown} and [a link](https://example.org).`)),
      ).toEqual([]);
    },
  );

  describe('in a live document with scripts enabled', () => {
    // Handlers run in jsdom's own window (vitest's `jsdom` global), not in the test's copy of its properties.
    const live = (globalThis as unknown as { jsdom: { window: Window & typeof globalThis } }).jsdom.window;
    const ran = vi.fn();
    beforeEach(() => {
      ran.mockReset();
      Object.assign(live, { alert: ran, confirm: ran, prompt: ran, msgbox: ran });
    });
    afterEach(() => {
      live.document.body.innerHTML = '';
    });

    /** Inserts `html` the harshest way: every script in it is made to run, and every element gets the events handlers wait for. */
    async function insertAndPoke(html: string) {
      const { document: page } = live;
      page.body.append(page.createRange().createContextualFragment(html));
      for (const script of page.body.querySelectorAll('script')) {
        const running = page.createElement('script');
        running.textContent = script.textContent;
        script.replaceWith(running);
      }
      for (const element of page.body.querySelectorAll('*')) {
        for (const type of ['load', 'error', 'click', 'mouseover', 'focus', 'toggle', 'animationstart'])
          element.dispatchEvent(new live.Event(type, { bubbles: true }));
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }

    it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.markdown]))('%s: nothing runs', async (_name, markdown) => {
      await insertAndPoke(renderMarkdown(markdown));
      expect(ran).not.toHaveBeenCalled();
    });

    it('would notice a payload that did run (the check can fail)', async () => {
      await insertAndPoke('<b onmouseover="alert(1)">x</b><script>alert(2)</script><img src=x onerror="confirm(3)">');
      expect(ran.mock.calls.map(([value]) => value)).toEqual(expect.arrayContaining([1, 2, 3]));
    });
  });

  it('renders all of them together, one story holding the whole list, with no problem either', () => {
    const story = XSS_PAYLOADS.map((payload) => `## ${payload.name}\n\n${payload.markdown}\n`).join('\n');
    expect(problemsIn(renderMarkdown(story))).toEqual([]);
  });

  it('keeps a NUL before a scheme harmless too (the service refuses NUL before saving, so it is not in the shared list)', () => {
    expect(problemsIn(renderMarkdown('[click](\u0000javascript:alert(1)) <\u0000javascript:alert(1)>'))).toEqual([]);
  });

  it('finds the problems it looks for in unsafe HTML (the checks can fail)', () => {
    expect(
      problemsIn(
        '<script>x</script><img src=x onerror=y><a href="jav&#x09;ascript:alert(1)">a</a><a href=" &#14;javascript:x">b</a><a href="https://evil.example">c</a><p style="x">d</p><a href="&amp;#106;avascript:x">e</a>',
      ),
    ).toEqual([
      'element <script>',
      'element <img>',
      'handler onerror="y" on <img>',
      'href="jav\tascript:alert(1)" (javascript:) on <a>',
      'href=" \u000ejavascript:x" (javascript:) on <a>',
      'external link https://evil.example without rel="noopener noreferrer"',
      'style="x" on <p>',
      'href="&#106;avascript:x" (javascript:) on <a>',
    ]);
  });

  it('keeps safe links, external ones with rel="noopener noreferrer"', () => {
    const html = renderMarkdown(
      '[ours](/programs) [theirs](https://example.org/a?b=1) <https://example.org/c> [mail](mailto:hello@example.org)',
    );
    expect(problemsIn(html)).toEqual([]);
    const links = [...parse(html).querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['/programs', null],
      ['https://example.org/a?b=1', 'noopener noreferrer'],
      ['https://example.org/c', 'noopener noreferrer'],
      ['mailto:hello@example.org', null],
    ]);
  });
});
