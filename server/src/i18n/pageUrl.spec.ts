import { describe, expect, it } from 'vitest';
import { pageUrl } from './pageUrl.js';

describe('pageUrl', () => {
  it('puts a French reader’s page under /fr/, and leaves English, unknown and missing languages as they are', () => {
    const site = 'https://scientistleaders.africa';
    expect(pageUrl(site, '/applicant/applications/a1', 'fr')).toBe(`${site}/fr/applicant/applications/a1`);
    expect(pageUrl(site, '/newsletter/confirm?token=abc', 'fr')).toBe(`${site}/fr/newsletter/confirm?token=abc`);
    expect(pageUrl(site, '/', 'fr')).toBe(`${site}/fr/`);
    expect(pageUrl(site, '/account', 'en')).toBe(`${site}/account`);
    expect(pageUrl(site, '/account', 'de')).toBe(`${site}/account`);
    expect(pageUrl(site, '/account', null)).toBe(`${site}/account`);
  });
});
