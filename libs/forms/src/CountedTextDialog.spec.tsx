import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataError } from '@sla/data';
import { describe, expect, it, vi } from 'vitest';
import { CountedTextDialog, type CountedTextSchema } from './CountedTextDialog.js';

/** Like the zod/mini schemas the callers give: the reason is trimmed, and must not be empty. */
const reasonSchema: CountedTextSchema<'reason', { reason: string }> = {
  safeParse: ({ reason }) =>
    reason.trim()
      ? { success: true, data: { reason: reason.trim() } }
      : { success: false, error: { issues: [{ path: ['reason'], message: 'Give a reason.' }] } },
};

function renderDialog(overrides: Partial<Parameters<typeof CountedTextDialog<'reason', { reason: string }, string>>[0]> = {}) {
  const props = {
    title: 'Hide Ama from the directory?',
    about: <p>The alumnus sees the reason you give.</p>,
    name: 'reason' as const,
    label: 'Reason',
    hint: (count: number, max: number) => `${count}/${max} characters.`,
    maxLength: 20,
    rows: 3,
    required: true,
    schema: reasonSchema,
    send: vi.fn().mockResolvedValue('hidden'),
    onSent: vi.fn(),
    onCancel: vi.fn(),
    actionLabel: 'Hide profile',
    busyLabel: 'Hiding…',
    danger: true,
    ...overrides,
  };
  render(<CountedTextDialog {...props} />);
  return props;
}

const textBox = () => screen.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;

describe('CountedTextDialog', () => {
  it('asks, described by what it does, and counts the characters typed against the limit', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Hide Ama from the directory?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('The alumnus sees the reason you give.').parentElement?.id,
    );
    expect(textBox().maxLength).toBe(20);
    expect(textBox().rows).toBe(3);
    expect(textBox().getAttribute('aria-required')).toBe('true');
    expect(textBox().hasAttribute('data-autofocus')).toBe(true);
    expect(screen.getByText('0/20 characters.')).toBeTruthy();
    fireEvent.change(textBox(), { target: { value: 'Spam' } });
    expect(screen.getByText('4/20 characters.')).toBeTruthy();
    expect(textBox().getAttribute('aria-describedby')).toContain(screen.getByText('4/20 characters.').id);
  });

  it("shows the schema's refusal on the field without sending, and clears it on typing", () => {
    const props = renderDialog();
    fireEvent.change(textBox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide profile' }));
    expect(screen.getByText('Give a reason.')).toBeTruthy();
    expect(textBox().getAttribute('aria-invalid')).toBe('true');
    expect(props.send).not.toHaveBeenCalled();
    fireEvent.change(textBox(), { target: { value: 'S' } });
    expect(screen.queryByText('Give a reason.')).toBeNull();
    expect(textBox().hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends the parsed body once, busy while it goes, and hands on the answer', async () => {
    let finish = (_: string) => undefined as void;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const props = renderDialog({ send });
    fireEvent.change(textBox(), { target: { value: '  Spam  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide profile' }));
    const busy = screen.getByRole('button', { name: 'Hiding…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    await act(async () => finish('hidden'));
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ reason: 'Spam' });
    expect(props.onSent).toHaveBeenCalledWith('hidden');
  });

  it('shows why sending failed and stays open; Cancel asks to close', async () => {
    const props = renderDialog({ send: vi.fn().mockRejectedValue(new DataError('conflict', 'Already hidden.')) });
    fireEvent.change(textBox(), { target: { value: 'Spam' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hide profile' })));
    expect(screen.getByRole('alert').textContent).toBe('Already hidden.');
    expect(props.onSent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('an optional text says so, and focus can start on Cancel instead', () => {
    renderDialog({ required: false, focusCancel: true, label: 'Reason' });
    expect(screen.getByText('(optional)', { exact: false })).toBeTruthy();
    expect(textBox().hasAttribute('aria-required')).toBe(false);
    expect(textBox().hasAttribute('data-autofocus')).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('data-autofocus')).toBe(true);
  });
});
