const LINE = 76;

/**
 * Quoted-printable (RFC 2045 6.7) of UTF-8 text, lines ending in CRLF: readable in any mail
 * client's source view, safe over 7-bit servers, and no line longer than 76 characters.
 */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const tokens: string[] = [];
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        tokens.push(literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
      });
      let out = '';
      let width = 0;
      for (const token of tokens) {
        // Soft line break ("=" at the end) so no line passes 76 characters.
        if (width + token.length > LINE - 1) {
          out += '=\r\n';
          width = 0;
        }
        out += token;
        width += token.length;
      }
      return out;
    })
    .join('\r\n');
}
