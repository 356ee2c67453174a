import { describe, expect, it } from 'vitest';
import { DataError } from '@sla/data';
import { explainRefusal, personName, refusalWords, roleWords, todayOn } from './words.js';

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

  it('keeps field errors for a form', () => {
    expect(
      explainRefusal(new DataError('invalid_input', 'Some fields need attention.', { notes: 'Write a few words.' })),
    ).toEqual({
      fieldErrors: { notes: 'Write a few words.' },
      failure: 'Some fields need attention.',
    });
    expect(explainRefusal(new Error('boom')).fieldErrors).toEqual({});
  });
});

describe('people and days', () => {
  it('names people and their roles', () => {
    expect(personName({ displayName: ' Grace ' })).toBe('Grace');
    expect(personName({ displayName: null })).toBe('Name not given');
    expect(roleWords('staff')).toBe('Staff member');
    expect(roleWords('alumni')).toBe('Alumnus or alumna of the programme');
    expect(roleWords('applicant')).toBeNull();
    expect(roleWords(null)).toBeNull();
  });

  it('gives today as a calendar date where the reader is', () => {
    expect(todayOn(new Date(2027, 2, 5, 23, 30))).toBe('2027-03-05');
    expect(todayOn(new Date(2027, 11, 31, 0, 5))).toBe('2027-12-31');
  });
});
