import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect.js';

type Status = 'open' | 'closed';
const STATUS_LABELS: Record<Status, string> = { open: 'Open', closed: 'Closed' };
type Sort = 'new' | 'old';
const SORT_LABELS: Record<Sort, string> = { new: 'Newest', old: 'Oldest' };

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);

describe('FilterSelect', () => {
  it('offers "all" first, then the labels in order, and says which was chosen', () => {
    const chosen: (Status | '')[] = [];
    function Harness() {
      const [status, setStatus] = useState<Status | ''>('');
      return (
        <FilterSelect
          label="Status"
          all="All statuses"
          labels={STATUS_LABELS}
          value={status}
          onChange={(next) => {
            chosen.push(next);
            setStatus(next);
          }}
        />
      );
    }
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(optionsOf(select)).toEqual([
      ['', 'All statuses'],
      ['open', 'Open'],
      ['closed', 'Closed'],
    ]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'closed' } });
    expect(select.value).toBe('closed');
    fireEvent.change(select, { target: { value: '' } });
    expect(chosen).toEqual(['closed', '']);
  });

  it('has no "all" option without one, and keeps the field\'s classes', () => {
    const onChange = vi.fn<(sort: Sort) => void>();
    const sort: Sort = 'old';
    const { container } = render(
      <FilterSelect label="Sort by" className="toolbar__grow" labels={SORT_LABELS} value={sort} onChange={onChange} />,
    );
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(optionsOf(select)).toEqual([
      ['new', 'Newest'],
      ['old', 'Oldest'],
    ]);
    expect(select.value).toBe('old');
    expect(container.firstElementChild!.className).toBe('field toolbar__grow');
    fireEvent.change(select, { target: { value: 'new' } });
    expect(onChange).toHaveBeenCalledWith('new');
  });
});
