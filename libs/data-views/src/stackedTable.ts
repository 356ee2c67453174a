import { useLayoutEffect, useRef } from 'react';

/**
 * A table that turns into one card per row when its container is narrow (a phone): each cell on a
 * line of its own after its column's name, so the key columns show without scrolling sideways. The
 * wrapper is the size container the CSS asks about (libs/ui/src/data-views.css, "Stacked tables").
 */
export const STACKED_TABLE = {
  wrapper: 'table-scroll table-scroll--stacked',
  table: 'data-table--stacked',
} as const;

/** A header's text as a sighted reader sees it: "Actions" kept for screen readers only reads as nothing. */
function visibleText(cell: Element): string {
  const walker = cell.ownerDocument.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('.visually-hidden')) text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Names each body cell after its column (`data-label`, shown before the cell in the stacked layout; the
 * row header, the card's title, goes without), and
 * spells out the table's roles: a table laid out as blocks loses its table semantics in some browsers,
 * and explicit roles keep it a table with headers for screen readers. A cell spanning several columns
 * (a message's text under its row) gets no label.
 */
export function labelStackedCells(table: HTMLTableElement): void {
  table.setAttribute('role', 'table');
  const labels: string[] = [];
  for (const cell of Array.from(table.tHead?.rows[0]?.cells ?? [])) {
    labels.push(visibleText(cell));
    for (let extra = 1; extra < cell.colSpan; extra += 1) labels.push('');
  }
  for (const group of [table.tHead, ...Array.from(table.tBodies)]) {
    if (!group) continue;
    group.setAttribute('role', 'rowgroup');
    for (const row of Array.from(group.rows)) {
      row.setAttribute('role', 'row');
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        cell.setAttribute('role', cellRole(cell, group === table.tHead));
        // A row header is the card's title: it needs no name before it.
        const label = cell.colSpan === 1 && group !== table.tHead && cell.tagName !== 'TH' ? (labels[column] ?? '') : '';
        if (label) cell.setAttribute('data-label', label);
        else cell.removeAttribute('data-label');
        column += cell.colSpan;
      }
    }
  }
}

function cellRole(cell: HTMLTableCellElement, inHead: boolean): string {
  if (cell.tagName !== 'TH') return 'cell';
  return inHead || cell.scope === 'col' ? 'columnheader' : 'rowheader';
}

/**
 * The ref for a stacked `<table>` (with STACKED_TABLE's classes): after every render its new rows are
 * labelled, before the browser paints them. The rows are the caller's, so the labels come from the
 * header rather than from each cell's markup, and can never disagree with it.
 */
export function useStackedTable() {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (ref.current) labelStackedCells(ref.current);
  });
  return ref;
}
