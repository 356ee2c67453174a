import PDFDocument from 'pdfkit';

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

/**
 * PDFKit's built-in Helvetica writes Windows-1252 (Latin-1 and a few more: € ’ – …), which covers English and French.
 * Narrow and thin spaces (French number formatting) become plain ones; any other character outside it would print as
 * garbage, so it is shown as "?" instead (a name in another script: the e-mail address next to it still says who).
 */
const WIN_1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return text
    .replace(/[\u2009\u202f]/g, ' ')
    .replace(/[^\n\u0020-\u007e\u00a0-\u00ff]/gu, (char) => (WIN_1252_EXTRA.has(char) ? char : '?'));
}

/** One receipt as an A4 PDF, made with PDFKit (decision 0051): text only, no images, fonts or scripts. */
export function renderReceiptPdf(content: ReceiptContent, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: printable(content.title), Author: printable(content.organisation), CreationDate: createdAt },
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

  doc.font('Helvetica-Bold').fontSize(18).text(printable(content.organisation), { width });
  if (content.registration)
    doc.font('Helvetica').fontSize(9).fillColor('#444444').text(printable(content.registration), { width });
  doc.moveDown(1.2).fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(printable(content.title));
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of content.facts) {
    doc
      .font('Helvetica-Bold')
      .text(`${printable(label)} `, { continued: true })
      .font('Helvetica')
      .text(printable(value));
  }
  doc.moveDown(1);

  const row = (cells: [string, string, string], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(printable(cells[0]), column.day, y, { width: 90 });
    doc.text(printable(cells[1]), column.description, y, { width: column.amount - column.description - 10 });
    const bottom = doc.y;
    doc.text(printable(cells[2]), column.amount, y, { width: 120, align: 'right' });
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
  doc.font('Helvetica').fontSize(10);
  for (const paragraph of content.closing) doc.text(printable(paragraph), left, doc.y, { width }).moveDown(0.5);
  doc.end();
  return done;
}
