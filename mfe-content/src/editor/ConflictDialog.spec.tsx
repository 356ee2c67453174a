import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { ConflictDialog } from './ConflictDialog.js';

type Item = { version: number; updatedAt: string; updatedByName: string; title: string; body: string };

const theirs: Item = {
  version: 8,
  updatedAt: '2026-11-21T10:42:00.000Z',
  updatedByName: 'Bola Editor',
  title: 'Harvest',
  body: 'Their ending',
};
const mine = { title: 'Harvest', body: 'My ending' };
const fields = [
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Story' },
];

function show(latest: Item | null, handlers: { onKeepMine?: () => void; onTakeTheirs?: () => void; onCancel?: () => void } = {}) {
  render(
    <ConflictDialog
      loadLatest={() => Promise.resolve(latest)}
      mine={mine}
      valuesOf={(item: Item) => ({ title: item.title, body: item.body })}
      fields={fields}
      onKeepMine={handlers.onKeepMine ?? (() => undefined)}
      onTakeTheirs={handlers.onTakeTheirs ?? (() => undefined)}
      onCancel={handlers.onCancel ?? (() => undefined)}
    />,
  );
  return screen.getByRole('dialog', { name: 'Changed since you opened it' });
}

describe('ConflictDialog', () => {
  it('says what happened and shows their text and this one side by side, only where they differ', async () => {
    const dialog = show(theirs);
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.changedSinceOpened);
    expect((await within(dialog).findByLabelText('Theirs')).textContent).toBe('Their ending');
    expect(within(dialog).getByLabelText('Yours').textContent).toBe('My ending');
    expect(within(dialog).getByRole('heading', { name: 'Story' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Title' })).toBeNull();
    expect(dialog.textContent).toContain('Saved by Bola Editor');
    expect(dialog.textContent).toContain('(version 8)');
  });

  it('keeps mine on top of their save, or takes theirs with mine kept as text', async () => {
    const onKeepMine = vi.fn();
    const onTakeTheirs = vi.fn();
    const dialog = show(theirs, { onKeepMine, onTakeTheirs });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Keep mine' }));
    expect(onKeepMine).toHaveBeenCalledWith(theirs);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(onTakeTheirs).toHaveBeenCalledWith(theirs, '## Title\n\nHarvest\n\n## Story\n\nMy ending');
  });

  it('keeps the text on screen to copy when the item was deleted meanwhile, with no way to save over it', async () => {
    const dialog = show(null);
    const kept = (await within(dialog).findByLabelText('Your text')) as HTMLTextAreaElement;
    expect(kept.value).toContain('My ending');
    expect(within(dialog).queryByRole('button', { name: 'Keep mine' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('copies my text to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = show(theirs);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy my text' }));
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('## Title\n\nHarvest\n\n## Story\n\nMy ending');
  });
});
