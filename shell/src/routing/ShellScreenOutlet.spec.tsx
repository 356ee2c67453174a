import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureServerRendered, serverRenderedFor } from '../federation/serverRendered.js';
import { ShellScreenOutlet } from './ShellScreenOutlet.js';

// The rest of the page's catalogues and the sign-in screen's code arrive when each test says.
const arrivals = vi.hoisted(() => {
  const later = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  return { catalogues: later(), screen: later() };
});
vi.mock('@sla/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  completeCatalogues: () => arrivals.catalogues.promise,
}));
vi.mock('../screens/SignIn.js', async () => {
  await arrivals.screen.promise;
  return { default: () => <h1>Live sign-in</h1> };
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellScreenOutlet screen="/login" />
    </MemoryRouter>,
  );
}

describe("the shell's own screens", () => {
  beforeEach(() => {
    window.history.replaceState({}, '', '/login');
  });

  it("keep the server's HTML on screen until the live screen replaces it, without waiting for the rest of the catalogues", async () => {
    document.body.innerHTML = '<div id="root"><div data-server-rendered="shell"><h1>Server sign-in</h1></div></div>';
    captureServerRendered();
    document.body.innerHTML = '';
    renderAt('/login');
    expect(screen.getByRole('heading').textContent).toBe('Server sign-in');
    expect(screen.queryByRole('status')).toBeNull();

    // The screen's code arrives; the catalogues never do in this test, and the live screen shows all the same.
    await act(async () => arrivals.screen.resolve());
    expect((await screen.findByRole('heading')).textContent).toBe('Live sign-in');
    expect(screen.queryByText('Server sign-in')).toBeNull();
    // On screen: a later page renders live.
    expect(serverRenderedFor('shell', '/login')).toBeNull();
  });

  it('on any other page, show the screen once the rest of the catalogues is in (after the first test: its code is)', async () => {
    document.body.innerHTML = '';
    captureServerRendered();
    renderAt('/login');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrivals.catalogues.resolve());
    expect((await screen.findByRole('heading')).textContent).toBe('Live sign-in');
  });
});
