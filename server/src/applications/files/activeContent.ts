/**
 * Whether a file's bytes would also read as a web page or an SVG image (a polyglot): a PDF or an
 * image that a browser could be talked into rendering as HTML runs its scripts on our origin.
 *
 * Browsers sniff HTML from the first bytes, with short tags (<p>, <b>, <a …>) as well as long
 * ones; anywhere in the file, only tags long enough never to turn up by chance in compressed image
 * or PDF data (a 10 MB photo must not be refused for three random bytes) count.
 */
const SNIFF_WINDOW = 1024;
const TAG_END = String.raw`[\s/>]`;
const ANYWHERE = new RegExp(
  String.raw`<(?:!doctype\s+html|\?xml-stylesheet|html|head|body|script|iframe|frameset|svg|object|embed|img|style|meta|base|form|math|template|xmp|listing|plaintext|noscript)${TAG_END}|<!\[CDATA\[|javascript:`,
  'i',
);
// Any element with an event handler (<details ontoggle=…>, <x onclick=…>), whatever its name: the
// list above cannot name every element a browser would run a handler on.
const EVENT_HANDLER = /<[a-z][\w-]*[^<>]{0,512}?[\s/"']on[a-z]{3,}\s*=/i;
const AT_THE_START = new RegExp(String.raw`<(?:!--|a|b|p|br|h1|div|font|table|title)${TAG_END}`, 'i');

export function looksLikeMarkup(bytes: Uint8Array): boolean {
  // latin1 maps each byte to one character, so the regular expressions see the raw bytes.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return ANYWHERE.test(text) || EVENT_HANDLER.test(text) || AT_THE_START.test(text.slice(0, SNIFF_WINDOW));
}

/** Characters that reorder how a name is shown: "invoice\u202Efdp.exe" reads as "invoiceexe.pdf". */
export const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
