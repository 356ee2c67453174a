/**
 * Known script-injection payloads, in the style of the OWASP XSS filter evasion cheat sheet, as an author
 * could type them into a story, a programme page or an event: raw HTML (which Markdown would pass through
 * if allowed), and Markdown's own links, images, autolinks and references. Rendered Markdown must show
 * none of them as anything but text or a harmless link. Plain data, so the unit tests and an end-to-end
 * test in a real browser can share the list. Every payload can be saved (no NUL, which the data service
 * refuses in any text before it is stored).
 */
export interface XssPayload {
  name: string;
  markdown: string;
}

const ENCODED_JAVASCRIPT_DECIMAL = '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;';
const ENCODED_ALERT_DECIMAL_PADDED =
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041';
const ENCODED_ALERT_HEX =
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29';
const SCRIPT_BASE64 = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
const SVG_BASE64 = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Raw HTML: script elements in their many spellings.
  { name: 'script element', markdown: '<script>alert(1)</script>' },
  { name: 'script element inside a sentence', markdown: 'Hello <script>alert(1)</script> world' },
  { name: 'external script, upper case', markdown: '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>' },
  { name: 'script with a slash for a space', markdown: '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>' },
  { name: 'extra open angle bracket', markdown: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>' },
  { name: 'script without a closing tag', markdown: '<SCRIPT SRC=https://xss.example/xss.js?< B >' },
  { name: 'malformed img then script', markdown: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>' },
  { name: 'attribute break-out', markdown: '"><script>alert(1)</script>' },
  { name: 'script hidden by conditional comment', markdown: "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->" },
  { name: 'script between HTML comments', markdown: '<!-- a --><script>alert(1)</script><!-- b -->' },
  { name: 'script split over lines', markdown: '<scr\nipt>alert(1)</scr\nipt>' },
  // Raw HTML: event handlers.
  { name: 'img onerror', markdown: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror, entity-encoded handler', markdown: `<img src=x onerror="${ENCODED_ALERT_DECIMAL_PADDED}">` },
  { name: 'img onmouseover', markdown: '<IMG SRC=# onmouseover="alert(\'xxs\')">' },
  { name: 'img onerror with fromCharCode', markdown: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>' },
  { name: 'anchor onmouseover', markdown: '<a onmouseover="alert(document.cookie)">xxs link</a>' },
  { name: 'body onload with junk before the equals sign', markdown: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>' },
  { name: 'details ontoggle', markdown: '<details open ontoggle=alert(1)>' },
  { name: 'input autofocus onfocus', markdown: '<input autofocus onfocus=alert(1)>' },
  { name: 'video source onerror', markdown: '<video><source onerror="alert(1)"></video>' },
  { name: 'unknown element onclick', markdown: '<x onclick=alert(1)>click me' },
  { name: 'noscript title break-out', markdown: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  // Raw HTML: javascript: in attributes, spelled every way.
  { name: 'img javascript src', markdown: '<IMG SRC="javascript:alert(\'XSS\');">' },
  { name: 'img javascript src, no quotes', markdown: "<IMG SRC=javascript:alert('XSS')>" },
  { name: 'img javascript src, mixed case', markdown: "<IMG SRC=JaVaScRiPt:alert('XSS')>" },
  { name: 'img javascript src in backticks', markdown: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>' },
  { name: 'img javascript src, fromCharCode', markdown: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>' },
  {
    name: 'img src as decimal entities',
    markdown: `<IMG SRC=${ENCODED_JAVASCRIPT_DECIMAL}&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  },
  { name: 'img src as hex entities without semicolons', markdown: `<IMG SRC=${ENCODED_ALERT_HEX}>` },
  { name: 'img src with a tab in the scheme', markdown: '<IMG SRC="jav\tascript:alert(\'XSS\');">' },
  { name: 'img src with an encoded tab', markdown: '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">' },
  { name: 'img src with an encoded newline', markdown: '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">' },
  { name: 'img src with leading spaces and a control character', markdown: '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">' },
  { name: 'anchor with an encoded tab in the scheme', markdown: '<a href="jav&#x09;ascript:alert(1)">x</a>' },
  { name: 'anchor with an entity colon', markdown: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'anchor to a data URL', markdown: `<a href="data:text/html;base64,${SCRIPT_BASE64}">x</a>` },
  { name: 'table background', markdown: '<TABLE BACKGROUND="javascript:alert(\'XSS\')">' },
  { name: 'form action', markdown: '<form action="javascript:alert(1)"><button>go</button></form>' },
  { name: 'base href', markdown: '<BASE HREF="javascript:alert(\'XSS\');//">' },
  { name: 'link stylesheet', markdown: '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">' },
  { name: 'meta refresh', markdown: '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">' },
  // Raw HTML: elements that embed or style.
  { name: 'iframe', markdown: '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>' },
  { name: 'object', markdown: '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>' },
  { name: 'embed of an SVG data URL', markdown: `<EMBED SRC="data:image/svg+xml;base64,${SVG_BASE64}" type="image/svg+xml">` },
  { name: 'svg onload', markdown: "<svg/onload=alert('XSS')>" },
  { name: 'script inside svg', markdown: '<svg><script>alert(1)</script></svg>' },
  { name: 'MathML mutation', markdown: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  {
    name: 'style list-style-image',
    markdown: '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  },
  { name: 'style import', markdown: "<style>@import 'https://xss.example/x.css';</style>" },
  { name: 'style attribute background', markdown: '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">' },
  { name: 'style attribute expression', markdown: '<DIV STYLE="width: expression(alert(\'XSS\'));">' },
  {
    name: 'polyglot',
    markdown:
      'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e',
  },
  // Markdown links.
  { name: 'link to javascript:', markdown: '[click](javascript:alert(1))' },
  { name: 'link, mixed-case scheme', markdown: '[click](JaVaScRiPt:alert(1))' },
  { name: 'link, decimal entity colon', markdown: '[click](javascript&#58;alert(1))' },
  { name: 'link, named entity colon', markdown: '[click](javascript&colon;alert(1))' },
  { name: 'link, hex entity letter', markdown: '[click](&#x6A;avascript:alert(1))' },
  { name: 'link, whole scheme as entities', markdown: `[click](${ENCODED_JAVASCRIPT_DECIMAL}alert(1))` },
  { name: 'link, zero-padded entity', markdown: '[click](&#0000106avascript:alert(1))' },
  { name: 'link, raw tab in the scheme', markdown: '[click](<java\tscript:alert(1)>)' },
  { name: 'link, encoded tab in the scheme', markdown: '[click](java&#x09;script:alert(1))' },
  { name: 'link, named tab in the scheme', markdown: '[click](java&Tab;script:alert(1))' },
  { name: 'link, encoded newline in the scheme', markdown: '[click](java&#10;script:alert(1))' },
  { name: 'link, leading named newline', markdown: '[click](&NewLine;javascript:alert(1))' },
  { name: 'link, leading space in brackets', markdown: '[click](< javascript:alert(1)>)' },
  { name: 'link, leading control character', markdown: '[click](<\u0001javascript:alert(1)>)' },
  { name: 'link, leading encoded control character', markdown: '[click](&#14;javascript:alert(1))' },
  { name: 'link, percent-encoded tab', markdown: '[click](java%09script:alert(1))' },
  { name: 'link, javascript comment and newline', markdown: '[click](javascript://%0Aalert(1))' },
  { name: 'link, vbscript', markdown: '[click](vbscript:msgbox(1))' },
  { name: 'link, upper-case vbscript', markdown: '[click](VBSCRIPT:msgbox(1))' },
  { name: 'link, data URL', markdown: `[click](data:text/html;base64,${SCRIPT_BASE64})` },
  { name: 'link, upper-case data URL', markdown: '[click](DATA:text/html,alert(1))' },
  { name: 'link, title attribute break-out', markdown: '[click](/ok "x\\" onmouseover=\\"alert(1))' },
  { name: 'link, href attribute break-out', markdown: '[click](https://example.org/" onmouseover="alert(1))' },
  { name: 'link, fragment attribute break-out', markdown: '[click](#" onclick="alert(1))' },
  { name: 'link text holding an img', markdown: '[<img src=x onerror=alert(1)>](https://example.org)' },
  // Markdown images.
  { name: 'image from javascript:', markdown: '![x](javascript:alert(1))' },
  { name: 'image from an SVG data URL', markdown: '![x](data:image/svg+xml,<svg onload=alert(1)>)' },
  { name: 'image alt break-out', markdown: '![x" onerror="alert(1)](https://example.org/x.png)' },
  // Autolinks and references.
  { name: 'autolink javascript:', markdown: '<javascript:alert(1)>' },
  { name: 'autolink, upper case', markdown: '<JAVASCRIPT:alert(1)>' },
  { name: 'autolink vbscript:', markdown: '<vbscript:msgbox(1)>' },
  { name: 'autolink data:', markdown: '<data:text/html,alert(1)>' },
  { name: 'reference link to javascript:', markdown: '[click][x]\n\n[x]: javascript:alert(1)' },
  { name: 'reference link, entity-encoded', markdown: '[click][x]\n\n[x]: &#106;avascript:alert(1)' },
  { name: 'reference image to javascript:', markdown: '![pic][x]\n\n[x]: javascript:alert(1)' },
  { name: 'reference link to a data URL', markdown: `[click][x]\n\n[x]: data:text/html;base64,${SCRIPT_BASE64}` },
  // Code keeps its text.
  { name: 'code span holding a script', markdown: '`<script>alert(1)</script>`' },
  { name: 'fenced HTML', markdown: '```html\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n```' },
];
