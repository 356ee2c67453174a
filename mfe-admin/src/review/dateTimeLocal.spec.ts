import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal.js';

describe('datetime-local values', () => {
  it('writes a moment in local time and reads it back to the same instant', () => {
    const moment = new Date(2025, 11, 3, 9, 5);
    expect(toDateTimeLocal(moment)).toBe('2025-12-03T09:05');
    expect(fromDateTimeLocal('2025-12-03T09:05')).toBe(moment.toISOString());
  });

  it('gives null for an empty or malformed value', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('3 Dec 2025')).toBeNull();
    expect(fromDateTimeLocal('2025-13-45T99:99')).toBeNull();
  });
});
