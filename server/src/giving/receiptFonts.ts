import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The receipt's fonts (decision 0051), files shipped inside npm packages (OFL-1.1), read once per process:
 * - Noto Sans, regular and bold: Latin with the letters of African languages (Yoruba ọ ẹ ṣ, Akan and Ewe ɛ ɔ ŋ,
 *   Hausa ɓ ɗ ƙ ƴ, combining accents), Greek and Cyrillic, and the punctuation and spaces of English and French;
 * - Noto Sans Arabic (Arabic script, shaped by fontkit) and Noto Sans Ethiopic (Ge'ez: Amharic, Tigrinya), regular
 *   only, for the characters Noto Sans lacks.
 * PDFKit embeds only the glyphs a receipt uses (a subset), so a font that is not needed costs nothing in the file.
 */
export type ReceiptFont = 'regular' | 'bold' | 'arabic' | 'ethiopic';

const require = createRequire(import.meta.url);
const fileIn = (pkg: string, path: string) => join(dirname(require.resolve(`${pkg}/package.json`)), path);

const FILES: Record<ReceiptFont, string> = {
  regular: fileIn('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
  bold: fileIn('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  arabic: fileIn('@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'),
  // WOFF, not WOFF2: fontkit subsets a WOFF2's glyphs as empty shapes (the transformed glyf table is copied as is).
  ethiopic: fileIn('@fontsource/noto-sans-ethiopic', 'files/noto-sans-ethiopic-ethiopic-400-normal.woff'),
};

interface Loaded {
  bytes: Buffer;
  font: Font;
}
const loaded = new Map<ReceiptFont, Loaded>();

/** A font's bytes and its character map, read on first use. */
/** The main font's ascent as a share of the font size: every run's baseline is put where the main font's is. */
export function mainAscent(): number {
  const { font } = receiptFont('regular');
  return font.ascent / font.unitsPerEm;
}

export function receiptFont(name: ReceiptFont): Loaded {
  let found = loaded.get(name);
  if (!found) {
    const bytes = readFileSync(FILES[name]);
    found = { bytes, font: create(bytes) };
    loaded.set(name, found);
  }
  return found;
}

/** One stretch of text written in one font. */
export interface TextRun {
  font: ReceiptFont;
  text: string;
}

const FALLBACKS: ReceiptFont[] = ['arabic', 'ethiopic'];
const MARK = /^\p{M}$/u;
const SPACE = /^\s$/u;
const has = (name: ReceiptFont, char: string) => receiptFont(name).font.hasGlyphForCodePoint(char.codePointAt(0)!);

/**
 * Text cut into runs by the font that has each character: the main font (regular or bold) when it has it, else the
 * first fallback that does; a combining accent stays with the letter before it (so it is placed on its letter), and so
 * does a space, except after Arabic. A character no font has is written as "?" in the main font.
 */
export function textRuns(text: string, main: 'regular' | 'bold'): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    let font: ReceiptFont;
    let written = char;
    if (last && MARK.test(char) && has(last.font, char)) font = last.font;
    else if (last && SPACE.test(char) && last.font !== 'arabic' && has(last.font, char)) font = last.font;
    else if (has(main, char)) font = main;
    else {
      const fallback = FALLBACKS.find((name) => has(name, char));
      font = fallback ?? main;
      if (!fallback) written = '?';
    }
    if (last?.font === font) last.text += written;
    else runs.push({ font, text: written });
  }
  return rightToLeft(runs);
}

const isSpace = (run: TextRun) => /^\s+$/u.test(run.text);

/**
 * Arabic is read right to left: fontkit orders each word's letters, and the words of a stretch of Arabic (Arabic
 * runs with only spaces between them) are put in reverse order here, each space kept between them. A name is short
 * and on one line; text mixing directions within a line is not reordered further (no full bidirectional algorithm).
 */
function rightToLeft(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (let start = 0; start < runs.length;) {
    if (runs[start]!.font !== 'arabic') {
      out.push(runs[start++]!);
      continue;
    }
    let end = start + 1;
    while (end + 1 < runs.length && isSpace(runs[end]!) && runs[end + 1]!.font === 'arabic') end += 2;
    out.push(...runs.slice(start, end).reverse());
    start = end;
  }
  return out;
}
