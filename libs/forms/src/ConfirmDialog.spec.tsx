import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataError } from '@sla/data';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.js';

describe('ConfirmDialog', () => {
  it('asks, described by what the action does, and takes the action once', async () => {
    let finish = () => undefined as void;
    const confirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ConfirmDialog
        title="Delete Open day?"
        label="Delete event"
        busyLabel="Deleting…"
        onConfirm={confirm}
        onCancel={() => undefined}
        danger
      >
        It leaves the public site at once.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Open day?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('It leaves the public site at once.').id);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('data-autofocus')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    expect((screen.getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deleting…' }));
    await act(async () => finish());
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('shows why the action failed and stays open; a harmless one does not take focus to Cancel', async () => {
    const cancel = vi.fn();
    render(
      <ConfirmDialog
        title="Restore version 2?"
        label="Restore"
        busyLabel="Restoring…"
        onConfirm={() => Promise.reject(new DataError('conflict', 'Someone saved a newer version.'))}
        onCancel={cancel}
      >
        Its text goes back into the editor.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('data-autofocus')).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore' })));
    expect(screen.getByRole('alert').textContent).toBe('Someone saved a newer version.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
  });
});
