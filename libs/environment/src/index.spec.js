import { describe, expect, it } from 'vitest';
import { describeEnvironment, isDevelopment } from './index.js';

describe('isDevelopment', () => {
  it.each(['development', 'test'])('is development when told NODE_ENV=%s', (value) => {
    expect(isDevelopment({ NODE_ENV: value })).toBe(true);
  });

  it.each([undefined, '', 'production', 'staging', 'Development', ' development'])(
    'is not development with NODE_ENV=%j',
    (value) => {
      expect(isDevelopment(value === undefined ? {} : { NODE_ENV: value })).toBe(false);
    },
  );

  it('names the environment in messages', () => {
    expect(describeEnvironment({})).toBe('NODE_ENV unset');
    expect(describeEnvironment({ NODE_ENV: 'staging' })).toBe('NODE_ENV=staging');
  });
});
