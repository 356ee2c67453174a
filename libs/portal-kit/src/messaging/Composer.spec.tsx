import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { alumniMessageInput } from '@sla/contract/schemas';
import { deferred } from '@sla/data/fakes';
import { Composer } from './Composer.js';

const renderComposer = (send: (body: string) => Promise<void>) =>
  render(<Composer label="Message to Amina Yusuf" schema={alumniMessageInput} maxLength={5000} send={send} />);
const box = () => screen.getByLabelText('Message to Amina Yusuf') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('Composer', () => {
  it('sends one message at a time: Send and Ctrl+Enter wait until the service answered', async () => {
    const answer = deferred<void>();
    const send = vi.fn(() => answer.promise);
    renderComposer(send);

    fireEvent.change(box(), { target: { value: 'First' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(send).toHaveBeenCalledWith('First');
    expect(box().value).toBe('');
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(box(), { target: { value: 'Second' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve());
    expect(sendButton().disabled).toBe(false);
    expect(box().value).toBe('Second');
  });

  it('keeps a new text rather than bring back a refused one written over', async () => {
    const answer = deferred<void>();
    renderComposer(() => answer.promise);
    fireEvent.change(box(), { target: { value: 'First' } });
    fireEvent.click(sendButton());
    fireEvent.change(box(), { target: { value: 'Meanwhile' } });
    await act(async () => answer.reject(new DataError('forbidden', 'You cannot message this alumnus.')));
    expect(screen.getByRole('alert').textContent).toBe('Your message was not sent. You cannot message this alumnus.');
    expect(box().value).toBe('Meanwhile');
  });

  it('counts the characters only near the limit, read out with the box', () => {
    renderComposer(vi.fn());
    fireEvent.change(box(), { target: { value: 'a'.repeat(4499) } });
    expect(screen.queryByText(/of 5,000 characters/)).toBeNull();
    fireEvent.change(box(), { target: { value: 'a'.repeat(4500) } });
    const counter = screen.getByText('4,500 of 5,000 characters');
    expect(box().getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
  });
});
