export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV line (RFC 4180, CRLF). Text that a spreadsheet would run as a formula (= + - @ at the
 * start) gets a leading apostrophe: names and addresses come from the public.
 */
export function csvRow(cells: CsvCell[]): string {
  return `${cells
    .map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell !== 'string') return String(cell);
      const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}
