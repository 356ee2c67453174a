import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.js';

describe('Dialog', () => {
  it('is named by its heading, takes the classes given beside its own, and focuses the marked control', () => {
    render(
      <Dialog labelledBy="title" onDismiss={() => undefined} className="dialog--wide">
        <h2 id="title">Compare versions</h2>
        <button type="button" data-autofocus>
          Close
        </button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Compare versions' });
    expect(dialog.className.split(' ')).toContain('dialog');
    expect(dialog.className.split(' ')).toContain('dialog--wide');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('asks to close on Escape, unless busy', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Dialog labelledBy="t" onDismiss={onDismiss} busy>
        <h2 id="t">Saving</h2>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(
      <Dialog labelledBy="t" onDismiss={onDismiss}>
        <h2 id="t">Saving</h2>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
