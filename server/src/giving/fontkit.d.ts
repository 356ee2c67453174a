// fontkit (PDFKit's own font reader, a direct dependency for this) ships no types; the receipt needs one call of it.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer): Font;
}
