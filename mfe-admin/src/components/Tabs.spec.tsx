import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.js';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

describe('Tabs', () => {
  it('asks for every tab the keys reach, even before the page has re-rendered', () => {
    // The selection never changes here, as when keys are pressed faster than the URL updates.
    const onSelect = vi.fn();
    render(
      <Tabs label="Numbers" tabs={TABS} selected="one" onSelect={onSelect}>
        <p>Panel</p>
      </Tabs>,
    );
    const one = screen.getByRole('tab', { name: 'One' });
    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([['two'], ['one']]);
  });

  it('leaves a click on the selected tab alone, and shows only the selected panel', () => {
    const onSelect = vi.fn();
    render(
      <Tabs label="Numbers" tabs={TABS} selected="two" onSelect={onSelect}>
        <p>Panel of two</p>
      </Tabs>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(onSelect.mock.calls).toEqual([['three']]);
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Panel of two');
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => panel.hidden)).toHaveLength(2);
  });
});
