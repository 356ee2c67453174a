import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from './LoadState.js';

type State = { retry: () => void } & (
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; items: string[] }
);

function show(state: State) {
  return render(
    <LoadState
      state={state}
      loadingLabel="Loading things…"
      errorTitle="The things could not be loaded"
      isEmpty={(list) => list.items.length === 0}
      empty={<p>Nothing yet.</p>}
    >
      {(list) => <p>{list.items.join(', ')}</p>}
    </LoadState>,
  );
}

describe('LoadState', () => {
  it('says it is loading', () => {
    show({ status: 'loading', retry: () => undefined });
    expect(screen.getByText('Loading things…')).toBeTruthy();
  });

  it('shows what went wrong, with Retry', () => {
    const retry = vi.fn();
    show({ status: 'error', error: new Error('The network is down.'), retry });
    expect(screen.getByRole('alert').textContent).toContain('The things could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the empty state, or the loaded items', () => {
    const { rerender } = show({ status: 'ready', items: [], retry: () => undefined });
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    const ready: State = { status: 'ready', items: ['a', 'b'], retry: () => undefined };
    rerender(
      <LoadState state={ready} loadingLabel="" errorTitle="">
        {(list) => <p>{list.items.join(', ')}</p>}
      </LoadState>,
    );
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });
});
