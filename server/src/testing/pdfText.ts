import { inflateSync } from 'node:zlib';

/** What a PDF made by PDFKit shows: its text by line, and how many glyphs were drawn as .notdef (a missing glyph). */
export interface PdfText {
  lines: string[];
  notdef: number;
}

/**
 * Reads back the text of a PDF that PDFKit wrote (tests only: PDFKit's own layout, not any PDF). Each embedded font's
 * glyph codes are turned into characters through its ToUnicode map, as a PDF reader copying the text would; glyph 0 of
 * an embedded font is .notdef (PDFKit's subsets keep it first), which a reader draws as an empty box or nothing. A
 * built-in font's codes are read as Latin-1. Pieces drawn at about the same height (an accent placed above its letter
 * is drawn a little higher) make one line.
 */
export function pdfText(pdf: Buffer): PdfText {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const found of source.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = found[2]!;
    const at = body.indexOf('stream\n');
    if (at < 0) {
      objects.set(found[1]!, { dict: body, stream: null });
      continue;
    }
    const raw = Buffer.from(body.slice(at + 7, body.lastIndexOf('endstream')), 'latin1');
    const dict = body.slice(0, at);
    objects.set(found[1]!, { dict, stream: (/\/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1') });
  }
  const maps = new Map<string, Map<number, string> | null>();
  const fontMap = (ref: string) => {
    if (!maps.has(ref)) {
      const unicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref)?.dict ?? '')?.[1];
      maps.set(ref, unicode ? toUnicodeMap(objects.get(unicode)!.stream!) : null);
    }
    return maps.get(ref)!;
  };
  const lines: { y: number; text: string }[] = [];
  let notdef = 0;
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const resources = objects.get(/\/Resources (\d+) 0 R/.exec(dict)![1]!)!.dict;
    const fonts = new Map(
      [...(/\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [m[1]!, m[2]!]),
    );
    const content = objects.get(/\/Contents (\d+) 0 R/.exec(dict)![1]!)!.stream!;
    let font: Map<number, string> | null = null;
    let y = 0;
    for (const op of content.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm|\/(\w+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (op[1]) y = Number(op[1]);
      else if (op[2]) font = fontMap(fonts.get(op[2])!);
      else {
        let text = '';
        for (const [, hex] of op[3]!.matchAll(/<([0-9a-f]*)>/gi)) {
          const size = font ? 4 : 2;
          for (let i = 0; i < hex!.length; i += size) {
            const code = parseInt(hex!.slice(i, i + size), 16);
            if (font && code === 0) notdef += 1;
            text += font ? (font.get(code) ?? '\ufffd') : String.fromCharCode(code);
          }
        }
        const line = lines.find((candidate) => Math.abs(candidate.y - y) < 4);
        if (line) line.text += text;
        else lines.push({ y, text });
      }
    }
  }
  return { lines: lines.sort((a, b) => b.y - a.y).map((line) => line.text), notdef };
}

/** A ToUnicode CMap's glyph codes and their text (PDFKit writes bfrange arrays of UTF-16 code units). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let code = parseInt(start!, 16);
    for (const [, units] of list!.matchAll(/<([0-9a-f ]*)>/gi))
      map.set(
        code++,
        String.fromCharCode(
          ...units!
            .trim()
            .split(/\s+/)
            .map((unit) => parseInt(unit, 16)),
        ),
      );
  }
  return map;
}
