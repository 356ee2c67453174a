import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { deferred } from '@sla/data/fakes';
import { useFormState } from './useFormState.js';

describe('useFormState', () => {
  it('is submitting while the work runs, then not; a second submit meanwhile is ignored', async () => {
    const { result } = renderHook(() => useFormState());
    const answer = deferred<void>();
    const work = vi.fn(() => answer.promise);
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit(work, { action: 'save' });
      void result.current.submit(work);
    });
    expect(result.current.submitting).toBe(true);
    expect(result.current.action).toBe('save');
    expect(work).toHaveBeenCalledOnce();
    await act(async () => {
      answer.resolve();
      await first;
    });
    expect(result.current.submitting).toBe(false);
    expect(result.current.action).toBeNull();
  });

  it('shows a DataError’s field errors and message, and clears them on the next submit', async () => {
    const { result } = renderHook(() => useFormState());
    await act(() =>
      result.current.submit(() => Promise.reject(new DataError('invalid_input', 'Check the form.', { reason: 'Too long.' }))),
    );
    expect(result.current.fieldErrors).toEqual({ reason: 'Too long.' });
    expect(result.current.failure).toBe('Check the form.');
    const answer = deferred<void>();
    act(() => void result.current.submit(() => answer.promise));
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.failure).toBeNull();
    await act(async () => answer.resolve());
  });

  it('reads other errors as told, and places them by the fields on screen', async () => {
    const explain = (error: unknown) => ({
      fieldErrors: { [(error as { field: string }).field]: 'Wrong password.' },
      failure: null,
    });
    const { result } = renderHook(() => useFormState({ password: '' }, { explain, shown: (name) => name !== 'form' }));
    await act(() => result.current.submit(() => Promise.reject({ field: 'password' })));
    expect(result.current.fieldErrors).toEqual({ password: 'Wrong password.' });
    await act(() => result.current.submit(() => Promise.reject({ field: 'form' })));
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.failure).toBe('Wrong password.');
  });

  it('keeps what was typed after a refusal, and hides a field’s error when it changes', () => {
    const { result } = renderHook(() => useFormState({ email: '', name: '' }));
    act(() => result.current.bind('email').onChange({ target: { value: 'amina@' } }));
    act(() => result.current.refuse({ email: 'Enter an e-mail.', name: 'Enter your name.' }));
    expect(result.current.values.email).toBe('amina@');
    act(() => result.current.setValue('email', 'amina@example.org'));
    expect(result.current.fieldErrors).toEqual({ name: 'Enter your name.' });
    expect(result.current.bind('email')).toMatchObject({ name: 'email', value: 'amina@example.org' });
  });

  it('hides the errors of the fields asked, and tells each refusal as shown', () => {
    const onRefused = vi.fn();
    const { result } = renderHook(() => useFormState({}, { onRefused }));
    act(() =>
      result.current.refuse(
        { 'form.0.title': 'Give a title.', 'form.1.title': 'Give a title.', name: 'Give a name.' },
        'Check the form.',
      ),
    );
    expect(onRefused).toHaveBeenCalledWith({
      fieldErrors: { 'form.0.title': 'Give a title.', 'form.1.title': 'Give a title.', name: 'Give a name.' },
      failure: 'Check the form.',
    });
    act(() => result.current.clearFieldErrors((name) => name.startsWith('form.')));
    expect(result.current.fieldErrors).toEqual({ name: 'Give a name.' });
    expect(result.current.failure).toBe('Check the form.');
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
    expect(result.current.fieldErrors).toEqual({ name: 'Give a name.' });
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('resets to a clean slate, setting only the values given', () => {
    const { result } = renderHook(() => useFormState({ name: 'Amina', message: 'Hello' }));
    act(() => result.current.refuse({ message: 'Too short.' }, 'Check the form.'));
    act(() => result.current.reset({ message: '' }));
    expect(result.current.values).toEqual({ name: 'Amina', message: '' });
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.failure).toBeNull();
  });

  it('stays submitting after a success that leaves the page, until released', async () => {
    const { result } = renderHook(() => useFormState());
    await act(() => result.current.submit(() => Promise.resolve(), { leaving: true }));
    expect(result.current.submitting).toBe(true);
    act(() => result.current.release());
    expect(result.current.submitting).toBe(false);
    await act(() => result.current.submit(() => Promise.reject(new Error('no')), { leaving: true }));
    expect(result.current.submitting).toBe(false);
  });

  it('moves focus to the first invalid field of the form after a refusal', async () => {
    function Form() {
      const formRef = useRef<HTMLFormElement>(null);
      const form = useFormState({ name: '', email: '' }, { formRef });
      return (
        <form ref={formRef} onSubmit={(event) => (event.preventDefault(), form.refuse({ email: 'Enter an e-mail.' }))}>
          <input aria-label="Name" {...form.bind('name')} aria-invalid={form.fieldErrors.name ? true : undefined} />
          <input aria-label="E-mail" {...form.bind('email')} aria-invalid={form.fieldErrors.email ? true : undefined} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});
