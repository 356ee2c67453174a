import { describe, expect, it } from 'vitest';
import { clockTime, dayHeading, timeAgo } from './when.js';

// Local times, so the words are the same whatever zone the tests run in.
const now = new Date(2027, 2, 4, 15, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('timeAgo', () => {
  it('says minutes and hours today, then yesterday, then the date', () => {
    expect(timeAgo(at(2027, 2, 4, 15, 30), now)).toBe('just now');
    expect(timeAgo(at(2027, 2, 4, 15, 29), now)).toBe('1 minute ago');
    expect(timeAgo(at(2027, 2, 4, 15, 40), now)).toBe('just now');
    expect(timeAgo(at(2027, 2, 4, 15, 25), now)).toBe('5 minutes ago');
    expect(timeAgo(at(2027, 2, 4, 12, 10), now)).toBe('3 hours ago');
    expect(timeAgo(at(2027, 2, 4, 0, 5), now)).toBe('15 hours ago');
    expect(timeAgo(at(2027, 2, 3, 23, 50), now)).toBe('yesterday');
    expect(timeAgo(at(2027, 1, 20, 8, 0), now)).toBe('20 Feb');
    expect(timeAgo(at(2026, 11, 31, 8, 0), now)).toBe('31 Dec 2026');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('dayHeading and clockTime', () => {
  it('names the day of a group of messages, and the time of each', () => {
    expect(dayHeading(new Date(2027, 2, 4, 8, 0), now)).toBe('Today');
    expect(dayHeading(new Date(2027, 2, 3, 23, 59), now)).toBe('Yesterday');
    expect(dayHeading(new Date(2027, 2, 1, 12, 0), now)).toBe('Monday 1 March');
    expect(dayHeading(new Date(2026, 11, 31, 12, 0), now)).toBe('Thursday, 31 December 2026');
    expect(clockTime(at(2027, 2, 4, 9, 5))).toBe('09:05');
  });
});
