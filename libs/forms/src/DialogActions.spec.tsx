import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogActions } from './DialogActions.js';

describe('DialogActions', () => {
  it('submits the form, and says what failed', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <DialogActions label="Assign" busyLabel="Assigning…" busy={false} onCancel={() => undefined} failure="It failed." />
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('It failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('runs its own action, names Cancel as asked and can take focus there', () => {
    const action = vi.fn();
    const cancel = vi.fn();
    render(
      <DialogActions
        label="Withdraw"
        busyLabel="Withdrawing…"
        busy={false}
        onAction={action}
        onCancel={cancel}
        cancelLabel="Keep it"
        focusCancel
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(action).toHaveBeenCalledOnce();
    expect(cancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Keep it' }).hasAttribute('data-autofocus')).toBe(true);
  });

  it('while busy, says so and takes no second click', () => {
    render(<DialogActions label="Save" busyLabel="Saving…" busy onCancel={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('data-autofocus')).toBe(false);
  });
});
