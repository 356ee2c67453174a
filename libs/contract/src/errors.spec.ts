import { describe, expect, it } from 'vitest';
import { DataError, errorMessage, isDataError } from './errors.js';

describe('DataError', () => {
  it('maps each code to its status and body', () => {
    const error = new DataError('invalid_input', 'Some fields need attention.', { role: 'Choose one of the roles.' });
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({
      error: { code: 'invalid_input', message: 'Some fields need attention.', fieldErrors: { role: 'Choose one of the roles.' } },
    });
    expect(new DataError('conflict', 'Invalid role transition').toBody()).toEqual({
      error: { code: 'conflict', message: 'Invalid role transition' },
    });
  });

  it('recognises an error from another copy of this module by its shape, but not look-alikes', () => {
    const copy = Object.assign(new Error('Invalid role transition'), { name: 'DataError', code: 'conflict' });
    expect(isDataError(copy)).toBe(true);
    expect(errorMessage(copy)).toBe('Invalid role transition');
    expect(isDataError(Object.assign(new Error('x'), { name: 'DataError', code: 'teapot' }))).toBe(false);
    expect(isDataError({ name: 'DataError', code: 'conflict', message: 'x' })).toBe(false);
    expect(errorMessage(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });
});
