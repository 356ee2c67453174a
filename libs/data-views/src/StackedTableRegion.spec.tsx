import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTableRegion } from './StackedTableRegion.js';

function People({ names }: { names: string[] }) {
  return (
    <StackedTableRegion caption="People, newest first" className="people">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Joined</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>2027</td>
          </tr>
        ))}
      </tbody>
    </StackedTableRegion>
  );
}

describe('StackedTableRegion', () => {
  it('puts a stacked table in a focusable region named by its caption, and labels its cells', () => {
    const { rerender } = render(<People names={['Amina']} />);
    const region = screen.getByRole('region', { name: 'People, newest first' });
    expect(region.className).toBe('table-scroll table-scroll--stacked');
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'People, newest first' });
    expect(table.className).toBe('data-table people data-table--stacked');

    rerender(<People names={['Amina', 'Kwame']} />);
    const added = screen.getByRole('rowheader', { name: 'Kwame' }).parentElement as HTMLElement;
    expect(Array.from(added.children).map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Joined']);
  });

  it('has only the shared classes when given none of its own', () => {
    render(
      <StackedTableRegion caption="Empty">
        <tbody />
      </StackedTableRegion>,
    );
    expect(screen.getByRole('table', { name: 'Empty' }).className).toBe('data-table data-table--stacked');
  });
});
