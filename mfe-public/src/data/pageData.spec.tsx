import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageDataContext, usePageData } from './pageData.js';

function Show({ id, load }: { id: string; load: () => Promise<string> }) {
  const page = usePageData(id, load);
  if (page.status === 'loading') return <p>loading</p>;
  if (page.status === 'error') return <button onClick={page.retry}>retry</button>;
  return <p>{page.data}</p>;
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('usePageData', () => {
  it('uses the answer the server put in the page once, then fetches', async () => {
    const script = document.createElement('script');
    script.id = 'page-data';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ '/public/home': 'from the page' });
    document.body.append(script);
    const load = vi.fn(async () => 'fetched');
    const first = render(<Show id="/public/home" load={load} />);
    expect(screen.getByText('from the page')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    render(<Show id="/public/home" load={load} />);
    expect(await screen.findByText('fetched')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses data handed over by a server render without fetching', () => {
    const load = vi.fn(async () => 'fetched');
    render(
      <PageDataContext.Provider value={{ '/public/posts/x': 'rendered' }}>
        <Show id="/public/posts/x" load={load} />
      </PageDataContext.Provider>,
    );
    expect(screen.getByText('rendered')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a failure and loads again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    render(<Show id="/public/posts" load={load} />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    await act(async () => retry.click());
    expect(await screen.findByText('back')).toBeTruthy();
  });
});
