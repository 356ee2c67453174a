import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, auth } from '@sla/auth';
import SignIn from './SignIn.js';

vi.mock('@sla/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // The identity SDK is not loaded in unit tests.
  prepareSignIn: () => Promise.resolve(),
}));

function renderSignIn() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <SignIn />
    </MemoryRouter>,
  );
  const form = within(screen.getByRole('form', { name: 'Sign in' }));
  const signIn = async () => {
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Sign in' })));
  };
  return { form, signIn };
}

describe('sign-in form', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('checks the fields before anything is sent, each problem beside its field', async () => {
    const signInWithPassword = vi.spyOn(auth, 'signInWithPassword');
    const { form, signIn } = renderSignIn();
    await signIn();
    const email = form.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Error: Enter your e-mail address.',
    );
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows a refusal about one field beside it, and one about the whole form above it, keeping what was typed', async () => {
    const signInWithPassword = vi
      .spyOn(auth, 'signInWithPassword')
      .mockRejectedValueOnce(new AuthError('auth/wrong-password', "That e-mail and password don't match.", 'password'))
      .mockRejectedValueOnce(new AuthError('auth/too-many-requests', 'Too many attempts.', 'form'));
    const { form, signIn } = renderSignIn();
    fireEvent.change(form.getByLabelText('E-mail address'), { target: { value: 'amina@example.org' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'not-it' } });

    await signIn();
    expect(signInWithPassword).toHaveBeenCalledWith('amina@example.org', 'not-it');
    const password = form.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Error: That e-mail and password don't match.",
    );
    expect(form.queryByRole('alert')).toBeNull();

    await signIn();
    expect(form.getByRole('alert').textContent).toBe('Too many attempts.');
    expect(form.getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
    expect((form.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('amina@example.org');
  });

  it('says it is signing in and takes no second click meanwhile', async () => {
    const signInWithPassword = vi.spyOn(auth, 'signInWithPassword').mockReturnValue(new Promise(() => {}));
    const { form, signIn } = renderSignIn();
    fireEvent.change(form.getByLabelText('E-mail address'), { target: { value: 'amina@example.org' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'a-password' } });
    await signIn();
    const busy = form.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((form.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
    expect(signInWithPassword).toHaveBeenCalledOnce();
  });
});
