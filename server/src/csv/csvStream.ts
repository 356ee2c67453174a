import { csvRow, type CsvCell } from './csvRow.js';

export const CSV_BATCH = 500;

/**
 * A CSV file written as it is read: `fetchAfter` returns the next batch of at most CSV_BATCH rows
 * after the given one (null: from the start), so memory stays flat however long the list is.
 * Starts with a byte-order mark, which spreadsheet programs need to read UTF-8 names correctly.
 */
export async function* csvStream<Row>(
  header: string[],
  fetchAfter: (last: Row | null) => Promise<Row[]>,
  cells: (row: Row) => CsvCell[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(header)}`;
  let last: Row | null = null;
  for (;;) {
    const rows: Row[] = await fetchAfter(last);
    if (rows.length) yield rows.map((row) => csvRow(cells(row))).join('');
    if (rows.length < CSV_BATCH) return;
    last = rows.at(-1)!;
  }
}
