import { describe, expect, it } from 'vitest';
import { contactAddress } from './site.js';

describe('contactAddress', () => {
  it('gives the address an admin set, else hello@ the organisation domain', () => {
    expect(contactAddress({ siteName: 'Org', orgEmailDomain: 'org.test', contactEmail: 'team@elsewhere.test' })).toBe(
      'team@elsewhere.test',
    );
    expect(contactAddress({ siteName: 'Org', orgEmailDomain: 'org.test' })).toBe('hello@org.test');
  });
});
