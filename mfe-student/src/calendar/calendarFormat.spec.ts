import fr from 'virtual:sla-messages/fr';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, addMessages } from '@sla/i18n';
import { dayOfMonth, monthTitle, weekdayNames, weekTitle, zoneTitle } from './calendarFormat.js';

// Intl and the translations use no-break and thin spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u2009]/g, ' ');
const MARCH = new Date('2027-03-10T09:00:00.000Z');

describe('calendar words', () => {
  afterEach(() => activateLocale('en'));

  it('names the zone as Intl does, with its identifier, and a zone Intl only gives an offset by its city', () => {
    expect(zoneTitle('Africa/Nairobi', MARCH)).toBe('East Africa Time (Africa/Nairobi)');
    expect(zoneTitle('Africa/Lagos', MARCH)).toMatch(/^West Africa (Standard )?Time \(Africa\/Lagos\)$/);
    expect(zoneTitle('Mars/Olympus_Mons', MARCH)).toBe('Olympus Mons time (Mars/Olympus_Mons)');
  });

  it('writes months, weeks and weekdays in English and in French, Monday first', () => {
    expect(monthTitle('2027-03-17')).toBe('March 2027');
    expect(plain(weekTitle('2027-03-29', '2027-04-04'))).toMatch(/^29 March ?– ?4 April 2027$/);
    expect(weekdayNames(['2027-03-01', '2027-03-07']).map((name) => name.long)).toEqual(['Monday', 'Sunday']);
    expect(dayOfMonth('2027-03-07')).toBe('7');

    addMessages('fr', fr);
    activateLocale('fr');
    expect(monthTitle('2027-03-17')).toBe('mars 2027');
    expect(weekdayNames(['2027-03-01']).map((name) => name.long)).toEqual(['lundi']);
    expect(plain(zoneTitle('Africa/Nairobi', MARCH))).toBe('heure normale d’Afrique de l’Est (Africa/Nairobi)');
  });
});
