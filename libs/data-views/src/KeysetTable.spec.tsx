import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KeysetTable } from './KeysetTable.js';
import type { KeysetList } from './useKeysetList.js';

type Person = { id: string; name: string };

const common = {
  retry: () => undefined,
  refresh: () => undefined,
  update: () => undefined,
  loadMore: () => undefined,
  loadingMore: false,
  moreError: null,
};

function show(list: KeysetList<Person>, extra: { caption?: string; empty?: string } = {}) {
  return render(
    <KeysetTable
      list={list}
      noun={['person', 'people']}
      columns={[
        'Name',
        <span key="actions" className="visually-hidden">
          Actions
        </span>,
      ]}
      empty={extra.empty ?? 'Nobody yet.'}
      caption={extra.caption}
      row={(person: Person) => (
        <tr key={person.id}>
          <th scope="row">{person.name}</th>
          <td />
        </tr>
      )}
    />,
  );
}

describe('KeysetTable', () => {
  it('says it is loading, and what failed with Retry, in words made from the noun', () => {
    const retry = vi.fn();
    const { rerender } = show({ ...common, status: 'loading' });
    expect(screen.getByText('Loading people…')).toBeTruthy();
    rerender(
      <KeysetTable
        list={{ ...common, retry, status: 'error', error: new Error('down') }}
        noun={['person', 'people']}
        columns={['Name']}
        empty="Nobody yet."
        row={() => null}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The people could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the empty state when there is nothing to list', () => {
    show({ ...common, status: 'ready', items: [], nextCursor: null });
    expect(screen.getByText('Nobody yet.').className).toBe('empty-state');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows in a region named by the caption, with the count and Load more', () => {
    const loadMore = vi.fn();
    show({ ...common, loadMore, status: 'ready', items: [{ id: '1', name: 'Amina' }], nextCursor: 'next' });
    const region = screen.getByRole('region', { name: 'People' });
    const table = within(region).getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Amina' })).toBeTruthy();
    expect(screen.getByText('Showing 1 person, more available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('takes a caption of its own', () => {
    show(
      { ...common, status: 'ready', items: [{ id: '1', name: 'Amina' }], nextCursor: null },
      { caption: 'Everyone, newest first' },
    );
    expect(screen.getByRole('table', { name: 'Everyone, newest first' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
