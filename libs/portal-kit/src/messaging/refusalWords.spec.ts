import { describe, expect, it } from 'vitest';
import { DataError } from '@sla/data';
import { refusalWords } from './refusalWords.js';

describe('refusalWords', () => {
  it('says how long to wait after too many requests', () => {
    const limited = (seconds?: number) =>
      new DataError('rate_limited', 'Too many requests.', {}, seconds ? { retryAfterSeconds: seconds } : {});
    expect(refusalWords(limited(40))).toBe('Too many in a short time. Wait 40 seconds, then try again.');
    expect(refusalWords(limited(1))).toBe('Too many in a short time. Wait 1 second, then try again.');
    expect(refusalWords(limited(60))).toBe('Too many in a short time. Wait about a minute, then try again.');
    expect(refusalWords(limited(150))).toBe('Too many in a short time. Wait about 3 minutes, then try again.');
    expect(refusalWords(limited())).toBe('Too many in a short time. Wait a few minutes, then try again.');
  });

  it("gives any other refusal in the service's words, and something readable for anything else", () => {
    expect(refusalWords(new DataError('forbidden', 'Only the mentor may do that.'))).toBe('Only the mentor may do that.');
    expect(refusalWords(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
