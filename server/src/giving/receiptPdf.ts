import PDFDocument from 'pdfkit';
import { mainAscent, receiptFont, textRuns, type ReceiptFont } from './receiptFonts.js';

export interface ReceiptLine {
  day: string;
  description: string;
  amount: string;
}

export interface ReceiptContent {
  title: string;
  organisation: string;
  /** The registration details from the site settings, as typed; empty for none. */
  registration: string;
  /** Label/value pairs under the title: number, date issued, donor, period. */
  facts: [string, string][];
  headings: [string, string, string];
  lines: ReceiptLine[];
  totals: [string, string][];
  closing: string[];
}

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = NonNullable<Parameters<Doc['text']>[1]> & object;

/** How a piece of text is set: its main font and size. */
interface Style {
  font: 'regular' | 'bold';
  size: number;
}

/**
 * Writes text in the receipt's fonts (receiptFonts.ts): each run in the font that has its characters, one after the
 * other as PDFKit's continued text, all on the main font's baseline (fonts differ in height, and PDFKit would put each
 * run's top, not its baseline, on the line). `at` places the first run.
 */
function write(doc: Doc, text: string, style: Style, options: TextOptions = {}, at?: { x: number; y: number }): Doc {
  const runs = textRuns(text, style.font);
  if (!runs.length) runs.push({ font: style.font, text: '' });
  const baseline = -mainAscent() * style.size;
  doc.fontSize(style.size);
  runs.forEach((run, index) => {
    useFont(doc, run.font);
    const continued = index < runs.length - 1 || Boolean(options.continued);
    if (index === 0 && at) doc.text(run.text, at.x, at.y, { ...options, baseline, continued });
    else doc.text(run.text, { ...options, baseline, continued });
  });
  return doc;
}

/**
 * Each font is registered with the document once, on first use, so PDFKit embeds only the fonts a receipt needs. It is
 * given the process's fontkit font, already read (PDFKit takes one in place of bytes, though its types do not say so):
 * reading Noto Sans's layout tables anew for every receipt made one take some 380 ms instead of about 30.
 */
const registered = new WeakMap<Doc, Set<ReceiptFont>>();
function useFont(doc: Doc, font: ReceiptFont) {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(font)) doc.registerFont(font, receiptFont(font).font as unknown as Uint8Array);
  names.add(font);
  doc.font(font);
}

const REGULAR = (size: number): Style => ({ font: 'regular', size });
const BOLD = (size: number): Style => ({ font: 'bold', size });

/**
 * One receipt as an A4 PDF, made with PDFKit (decision 0051): text only, no images or scripts; the fonts of
 * receiptFonts.ts, of which only the glyphs used are embedded.
 */
export function renderReceiptPdf(content: ReceiptContent, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Author: content.organisation, CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const column = { day: left, description: left + 95, amount: left + width - 120 };

  write(doc, content.organisation, BOLD(18), { width });
  if (content.registration) write(doc.fillColor('#444444'), content.registration, REGULAR(9), { width });
  write(doc.moveDown(1.2).fillColor('#000000'), content.title, BOLD(14));
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of content.facts) {
    write(doc, `${label} `, BOLD(10), { continued: true });
    write(doc, value, REGULAR(10));
  }
  doc.moveDown(1);

  const row = (cells: [string, string, string], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    const font = bold ? BOLD(10) : REGULAR(10);
    write(doc, cells[0], font, { width: 90 }, { x: column.day, y });
    write(doc, cells[1], font, { width: column.amount - column.description - 10 }, { x: column.description, y });
    const bottom = doc.y;
    write(doc, cells[2], font, { width: 120, align: 'right' }, { x: column.amount, y });
    doc.y = Math.max(bottom, doc.y) + 4;
    doc.x = left;
  };
  row(content.headings, true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.y += 4;
  for (const line of content.lines) row([line.day, line.description, line.amount]);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  for (const [label, amount] of content.totals) row(['', label, amount], true);
  doc.moveDown(1.5);
  doc.x = left;
  for (const paragraph of content.closing) write(doc, paragraph, REGULAR(10), { width }, { x: left, y: doc.y }).moveDown(0.5);
  doc.end();
  return done;
}
