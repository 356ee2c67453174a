import { describe, expect, it } from 'vitest';
import { DataError } from '@sla/data';
import { dataRefusal, placeRefusal } from './refusal.js';

describe('dataRefusal', () => {
  it('takes a DataError’s field errors and message, and a plain message for anything else', () => {
    expect(dataRefusal(new DataError('invalid_input', 'Check the form.', { email: 'Enter an e-mail.' }))).toEqual({
      fieldErrors: { email: 'Enter an e-mail.' },
      failure: 'Check the form.',
    });
    expect(dataRefusal(new TypeError('boom'))).toEqual({ fieldErrors: {}, failure: 'Something went wrong. Please try again.' });
  });
});

describe('placeRefusal', () => {
  const refusal = {
    fieldErrors: { email: 'Enter an e-mail.', organisation: 'Too long.', _: 'Try later.' },
    failure: 'Check the form.',
  };

  it('keeps everything as it is without knowing which fields are shown', () => {
    expect(placeRefusal(refusal, undefined)).toBe(refusal);
  });

  it('moves errors about fields not on screen (and about the whole form) into the failure', () => {
    expect(placeRefusal(refusal, (name) => name === 'email')).toEqual({
      fieldErrors: { email: 'Enter an e-mail.' },
      failure: 'Too long. Try later.',
    });
  });

  it('never puts an error about the whole form ("_") beside a field', () => {
    expect(placeRefusal({ fieldErrors: { _: 'Try later.', email: 'Enter an e-mail.' }, failure: null }, () => true)).toEqual({
      fieldErrors: { email: 'Enter an e-mail.' },
      failure: 'Try later.',
    });
  });

  it('needs no failure when every error sits beside its field, and keeps it when none does', () => {
    expect(placeRefusal({ fieldErrors: { email: 'Enter an e-mail.' }, failure: 'Check the form.' }, () => true)).toEqual({
      fieldErrors: { email: 'Enter an e-mail.' },
      failure: null,
    });
    expect(placeRefusal({ fieldErrors: {}, failure: 'Too many requests.' }, () => true).failure).toBe('Too many requests.');
  });
});
