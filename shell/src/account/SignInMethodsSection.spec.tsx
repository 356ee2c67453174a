import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@sla/auth';
import { accountActions, type SignInMethod } from './accountActions.js';
import { SignInMethodsSection } from './SignInMethodsSection.js';

// Linking opens the provider's window, which needs Google's script loader: not reachable offline, so the
// end-to-end suite cannot open it; the screen's side is tested here against the actions it calls.
function renderMethods(list: SignInMethod[]) {
  const reload = vi.fn();
  render(<SignInMethodsSection methods={{ list, failure: null, reload }} />);
  return { region: within(screen.getByRole('region', { name: 'Ways to sign in' })), reload };
}

describe('ways to sign in', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('links a provider that is not linked, then reads the methods again', async () => {
    const link = vi.spyOn(accountActions, 'link').mockResolvedValue();
    const { region, reload } = renderMethods(['password']);
    expect(region.getAllByText('Not linked')).toHaveLength(2);
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'Link GitHub' })));
    expect(link).toHaveBeenCalledWith('github');
    expect(reload).toHaveBeenCalled();
    expect(region.getByRole('status').textContent).toBe('GitHub is linked.');
  });

  it('unlinks a linked provider, but never the only way left to sign in', async () => {
    const unlink = vi.spyOn(accountActions, 'unlink').mockResolvedValue();
    const { region } = renderMethods(['password', 'google.com']);
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'Unlink Google' })));
    expect(unlink).toHaveBeenCalledWith('google.com');
    expect(region.getByRole('status').textContent).toBe('Google is no longer linked.');

    document.body.innerHTML = '';
    const only = renderMethods(['github.com']);
    expect((only.region.getByRole('button', { name: 'Unlink GitHub' }) as HTMLButtonElement).disabled).toBe(true);
    expect(only.region.getByText('Your only way to sign in: link another first.')).toBeTruthy();
  });

  it('says why a link did not work, and keeps the list as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(accountActions, 'link').mockRejectedValue(
      new AuthError('auth/credential-already-in-use', 'That account is already linked to another user of this site.'),
    );
    const { region, reload } = renderMethods(['password']);
    await act(async () => fireEvent.click(region.getByRole('button', { name: 'Link Google' })));
    expect(region.getByRole('alert').textContent).toBe('That account is already linked to another user of this site.');
    expect(reload).not.toHaveBeenCalled();
  });
});
