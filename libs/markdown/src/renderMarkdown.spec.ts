// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown.js';
import { links, problems, tags, textOf } from './testing.js';

const render = (text: string, topHeading = 2) => renderMarkdown(text, { topHeading }).replace(/\n/g, '');

describe('renderMarkdown: what authors write', () => {
  it('renders headings under the page heading, paragraphs, lists, quotes and emphasis', () => {
    const out = render(
      '# Why it matters\n\nScience **changes** lives, _one_ scholar at a time.\n\n- mentors\n- labs\n\n1. apply\n2. learn\n\n> Be curious.',
    );
    expect(out).toBe(
      '<h2>Why it matters</h2><p>Science <strong>changes</strong> lives, <em>one</em> scholar at a time.</p><ul><li>mentors</li><li>labs</li></ul><ol><li>apply</li><li>learn</li></ol><blockquote><p>Be curious.</p></blockquote>',
    );
  });

  it('puts the biggest heading at topHeading, whether the author started at "#" or "##"', () => {
    expect(render('## Big\n\n### Smaller', 2)).toBe('<h2>Big</h2><h3>Smaller</h3>');
    expect(render('# Big\n\n## Smaller', 3)).toBe('<h3>Big</h3><h4>Smaller</h4>');
    expect(render('### Big\n\n#### Smaller', 3)).toBe('<h3>Big</h3><h4>Smaller</h4>');
    expect(render('Big\n===\n\nSmaller\n---', 2)).toBe('<h2>Big</h2><h3>Smaller</h3>');
  });

  it('never goes below h6, and is not fooled by a "#" inside a code block', () => {
    expect(render('# One\n\n###### Six', 3)).toBe('<h3>One</h3><h6>Six</h6>');
    expect(render('```\n# not a heading\n```\n\n## Real', 2)).toBe('<pre><code># not a heading</code></pre><h2>Real</h2>');
  });

  it('shifts by default so a "#" sits under the page h1', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('keeps inline and block code as text', () => {
    expect(render('Run `npm <b>test</b>`.\n\n```js\nif (a < b) go();\n```')).toBe(
      '<p>Run <code>npm &#x3C;b>test&#x3C;/b></code>.</p><pre><code class="language-js">if (a &#x3C; b) go();</code></pre>',
    );
  });

  it('keeps the numbers of a list that does not start at 1, line breaks and rules', () => {
    expect(render('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(render('one\\\ntwo\n\n---')).toBe('<p>one<br>two</p><hr>');
  });

  it('links to this site, anchors, the web (with rel) and e-mail', () => {
    const out = render(
      '[site](/programs/dynamerge) [top](#apply) [web](https://example.org/page?a=1&b=2) [mail](mailto:team@scientistleaders.africa) <https://example.org/x>',
    );
    expect(links(out)).toEqual([
      ['site', '/programs/dynamerge', null],
      ['top', '#apply', null],
      ['web', 'https://example.org/page?a=1&b=2', 'noopener noreferrer'],
      ['mail', 'mailto:team@scientistleaders.africa', null],
      ['https://example.org/x', 'https://example.org/x', 'noopener noreferrer'],
    ]);
    expect(problems(out)).toEqual([]);
  });

  it('resolves reference links like inline ones', () => {
    expect(links(render('[ok][a] and [bad][b]\n\n[a]: /about\n[b]: javascript:alert(1)'))).toEqual([['ok', '/about', null]]);
  });

  it('shows an image from elsewhere as its description (only library images are kept; see safeImages.spec)', () => {
    expect(render('Look: ![a chart](https://example.org/chart.png)')).toBe('<p>Look: a chart</p>');
  });

  it('renders an empty text as nothing', () => {
    expect(renderMarkdown('')).toBe('');
  });
});

describe('renderMarkdown: what attackers write', () => {
  const payloads: [string, string][] = [
    ['script tag', '<script>alert(1)</script>'],
    ['script tag inline', 'Hello <script>alert(1)</script> world'],
    ['img onerror', '<img src=x onerror=alert(2)>'],
    ['svg onload', '<svg onload=alert(1)>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['style', '<style>body{display:none}</style><p style="color:red">x</p>'],
    ['html link', '<a href="javascript:alert(1)">click</a>'],
    ['javascript:', '[click](javascript:alert(1))'],
    ['mixed case', '[click](JaVaScRiPt:alert(1))'],
    ['entity-encoded colon', '[click](javascript&#58;alert(1))'],
    ['entity-encoded letters', '[click](&#106;avascript:alert(1))'],
    ['tab-split scheme', '[click](<java\tscript:alert(1)>)'],
    ['entity tab-split scheme', '[click](java&#x09;script:alert(1))'],
    ['newline-split scheme', '[click](java&#10;script:alert(1))'],
    ['leading space', '[click](< javascript:alert(1)>)'],
    ['vbscript', '[click](vbscript:msgbox(1))'],
    ['data: URL', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['data: image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['protocol-relative', '[click](//evil.example)'],
    ['backslash path', '[click](/\\evil.example)'],
    ['double backslash', '[click](\\\\evil.example)'],
    ['slash backslash encoded', '[click](/%5Cevil.example)'],
    ['tab in authority', '[click](</\t/evil.example>)'],
    ['scheme without slashes', '[click](https:evil.example)'],
    ['scheme with one slash', '[click](https:/evil.example)'],
    ['http backslashes', '[click](https:\\\\evil.example)'],
    ['autolink javascript', '<javascript:alert(1)>'],
    ['autolink data', '<data:text/html,alert(1)>'],
    ['reference javascript', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['file:', '[click](file:///etc/passwd)'],
    ['title attribute', '[click](/ok "x\\" onmouseover=\\"alert(1))'],
    ['link title', '[click](/ok "a title")'],
    ['code fence html', '```html\n<script>alert(1)</script>\n```'],
  ];

  it.each(payloads)('%s: no markup, attribute or link that could run or leave the site', (_name, payload) => {
    const out = renderMarkdown(payload, { topHeading: 2 });
    expect(problems(out)).toEqual([]);
    // Typed-in HTML may show as text ("&#x3C;img onerror=…"); only real tags must be clean.
    for (const tag of tags(out)) {
      expect(tag).not.toMatch(/^<\/?(script|iframe|style|svg|img)/i);
      expect(tag).not.toMatch(/\s(on\w+|style|src)=/i);
      expect(tag).not.toMatch(/href="[^"]*(javascript|vbscript|data|file):/i);
    }
  });

  it('shows raw HTML as the text that was typed', () => {
    const out = render('<script>alert(1)</script>\n\nSay <b>hi</b>');
    expect(out).toBe('<p>&#x3C;script>alert(1)&#x3C;/script></p><p>Say &#x3C;b>hi&#x3C;/b></p>');
    expect(textOf(out)).toBe('<script>alert(1)</script>Say <b>hi</b>');
  });

  it('turns an unsafe link into its text', () => {
    const out = render('[click here](javascript:alert(1)) then [home](/)');
    expect(out).toBe('<p>click here then <a href="/">home</a></p>');
  });

  it('turns a link that leaves the site by a trick into its text', () => {
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https:evil.example']) {
      expect(render(`[go](${href})`)).toBe('<p>go</p>');
    }
  });
});
