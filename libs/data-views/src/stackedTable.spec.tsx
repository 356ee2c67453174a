import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeysetTable } from './KeysetTable.js';
import type { KeysetList } from './useKeysetList.js';
import { labelStackedCells } from './stackedTable.js';

type Gift = { id: string; donor: string; email: string; amount: string; note?: string };

const common = {
  retry: () => undefined,
  refresh: () => undefined,
  update: () => undefined,
  loadMore: () => undefined,
  loadingMore: false,
  moreError: null,
};

const ready = (items: Gift[]): KeysetList<Gift> => ({ ...common, status: 'ready', items, nextCursor: null });

function Gifts({ list, stacked = true }: { list: KeysetList<Gift>; stacked?: boolean }) {
  return (
    <KeysetTable
      list={list}
      noun={['gift', 'gifts']}
      stacked={stacked}
      columns={['Donor', 'E-mail', 'Amount', <span className="visually-hidden">Actions</span>]}
      row={(gift: Gift) => (
        <tr key={gift.id}>
          <th scope="row">{gift.donor}</th>
          <td>{gift.email}</td>
          <td>{gift.amount}</td>
          <td>
            <button type="button">Thank {gift.donor}</button>
          </td>
        </tr>
      )}
      empty="No gifts."
    />
  );
}

const labels = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.getAttribute('data-label'));

describe('stacked tables', () => {
  it('label every body cell with its column and mark the table to stack on a narrow screen', () => {
    render(<Gifts list={ready([{ id: '1', donor: 'Amina', email: 'amina@example.org', amount: '€50' }])} />);
    const table = screen.getByRole('table', { name: 'Gifts' });
    expect(table.className).toBe('data-table data-table--stacked');
    expect(table.parentElement?.className).toBe('table-scroll table-scroll--stacked');
    const row = within(table).getByRole('rowheader', { name: 'Amina' }).parentElement as HTMLElement;
    // The row header is the card's title; a header kept for screen readers only ("Actions") gives no visible label.
    expect(labels(row)).toEqual([null, 'E-mail', 'Amount', null]);
    // Still a table with its headers for screen readers, whatever the layout.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Donor', 'E-mail', 'Amount', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'amina@example.org' })).toBeTruthy();
    expect(table.querySelector('thead')?.getAttribute('role')).toBe('rowgroup');
  });

  it('labels rows added later (Load more), and leaves a plain table alone', () => {
    const first = { id: '1', donor: 'Amina', email: 'a@example.org', amount: '€50' };
    const { rerender } = render(<Gifts list={ready([first])} />);
    rerender(<Gifts list={ready([first, { id: '2', donor: 'Kwame', email: 'k@example.org', amount: '€20' }])} />);
    const added = screen.getByRole('rowheader', { name: 'Kwame' }).parentElement as HTMLElement;
    expect(labels(added)).toEqual([null, 'E-mail', 'Amount', null]);

    rerender(<Gifts list={ready([first])} stacked={false} />);
    const plain = screen.getByRole('table');
    expect(plain.className).toBe('data-table');
    expect(plain.parentElement?.className).toBe('table-scroll');
  });

  it('gives no label to a cell spanning columns, and counts spans when matching cells to headers', () => {
    const table = document.createElement('table');
    table.innerHTML = `
      <thead><tr><th scope="col">Name</th><th scope="col" colspan="2">When</th><th scope="col">Type</th></tr></thead>
      <tbody>
        <tr><th scope="row">Amina</th><td>3 March</td><td>14:05</td><td>Contact</td></tr>
        <tr><td colspan="4">The message itself</td></tr>
      </tbody>`;
    labelStackedCells(table);
    const [fields, detail] = Array.from(table.tBodies[0]!.rows);
    expect(Array.from(fields!.cells).map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'When', null, 'Type']);
    expect(detail!.cells[0]!.hasAttribute('data-label')).toBe(false);
    expect(fields!.cells[0]!.getAttribute('role')).toBe('rowheader');
    expect(detail!.cells[0]!.getAttribute('role')).toBe('cell');
  });
});
