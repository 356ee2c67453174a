import { describe, expect, it } from 'vitest';
import { DataError } from '@sla/data';
import { explainRefusal, personName, roleWords, todayOn } from './words.js';

describe('explainRefusal', () => {
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
