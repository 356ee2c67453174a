import { describe, expect, it } from 'vitest';
import { messagesDescription } from './areas.js';

describe('the Messages card text', () => {
  it('counts unread messages in words, and says nothing of them while unknown', () => {
    expect(messagesDescription(null)).toBe('Conversations with other alumni.');
    expect(messagesDescription(0)).toBe('Conversations with other alumni. No unread messages.');
    expect(messagesDescription(1)).toBe('Conversations with other alumni. 1 unread message.');
    expect(messagesDescription(12)).toBe('Conversations with other alumni. 12 unread messages.');
  });
});
