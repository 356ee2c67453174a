import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatCalendarDay, formatScore, releaseLabel } from './format.js';

describe('review formats', () => {
  it('says when a decision is released', () => {
    const now = Date.parse('2025-11-20T12:00:00.000Z');
    expect(releaseLabel('2025-12-03T12:00:00.000Z', now)).toBe('releases 3 Dec');
    expect(releaseLabel('2025-11-01T12:00:00.000Z', now)).toBe('released 1 November 2025');
  });

  it('formats a date answer as a calendar day, whatever the time zone', () => {
    expect(formatCalendarDay('2008-05-17')).toBe('17 May 2008');
    expect(formatCalendarDay('sometime')).toBe('sometime');
  });

  it('formats types and scores', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('text/plain')).toBe('text/plain');
    expect(formatScore(72.4)).toBe('72');
  });
});
