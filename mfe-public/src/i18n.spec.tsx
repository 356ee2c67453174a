import fr from 'virtual:sla-messages/fr';
import { installFakeApi } from '@sla/data/fakes';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, addMessages } from '@sla/i18n';
import { MemoryRouter } from '@sla/router';
import { formatGift } from './forms/money.js';
import { serviceText } from './forms/serviceText.js';
import { EventList } from './parts/EventList.js';
import { readingTime, windowSentence, windowShort, zoneName } from './parts/format.js';
import { donationConfig } from './testing/fakeData.js';
import { event } from './testing/contentFakes.js';
import { renderScreen } from './testing/renderScreen.js';
import Donate from './screens/Donate.js';
import Terms from './screens/Terms.js';

// Intl and the translations use no-break spaces; compare with plain ones.
const plain = (text: string | null | undefined) => text?.replace(/[\s\u00a0\u202f]/g, ' ') ?? null;

describe('the public pages in French', () => {
  beforeAll(() => {
    addMessages('fr', fr);
    activateLocale('fr');
  });
  afterAll(() => activateLocale('en'));

  it('writes windows, zones and reading times in French, dates included', () => {
    const zone = { timeZone: 'Africa/Nairobi', opensAt: null, closesAt: null };
    expect(zoneName('Africa/Dar_es_Salaam')).toBe('heure de Dar es Salaam');
    expect(windowShort({ ...zone, state: 'open', closesAt: '2027-02-28T20:59:00.000Z' })).toBe(
      'Candidatures jusqu’au 28 février 2027',
    );
    expect(
      plain(
        windowSentence({ ...zone, state: 'upcoming', opensAt: '2027-01-04T06:00:00.000Z', closesAt: '2027-02-28T20:59:00.000Z' }),
      ),
    ).toBe('Les candidatures ouvrent le 4 janvier 2027 à 09:00 et ferment le 28 février 2027 à 23:59 (heure de Nairobi).');
    expect(readingTime(4)).toBe('4 min de lecture');
  });

  it('writes amounts the French way', () => {
    expect(plain(formatGift(1000, { currency: 'EUR', decimals: 2 }))).toBe('1 000 €');
    expect(plain(formatGift(25.5, { currency: 'EUR', decimals: 2 }))).toBe('25,50 €');
  });

  it('shows the service’s answers in French', () => {
    expect(serviceText('Your subscription is confirmed. Thank you for joining us!')).toBe(
      'Votre abonnement est confirmé. Merci de nous avoir rejoints\u202f!',
    );
    expect(serviceText('A sentence no catalogue holds.')).toBe('A sentence no catalogue holds.');
  });

  it('names the event’s day, time and zone in French', () => {
    render(
      <MemoryRouter>
        <EventList events={[event(1, { startsAt: '2026-12-04T18:30:00.000Z', timeZone: 'Africa/Lagos', online: true })]} />
      </MemoryRouter>,
    );
    const item = screen.getByRole('listitem');
    expect(plain(item.querySelector('time')?.textContent)).toBe('vendredi 4 décembre 2026 à 19:30 (heure de Lagos)');
    expect(within(item).getByText('· En ligne')).toBeTruthy();
  });

  it('shows a legal page with its month and links in French', () => {
    renderScreen('/terms', <Terms />);
    expect(plain(screen.getByText(/^Dernière mise à jour/).textContent)).toBe('Dernière mise à jour : novembre 2026');
    expect(screen.getByRole('heading', { name: 'Votre compte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
  });

  it('offers the donation form in French', async () => {
    installFakeApi({ getDonationConfig: vi.fn(async () => donationConfig({ currency: 'EUR' })) });
    renderScreen('/donate', <Donate />);
    expect(await screen.findByRole('group', { name: 'Montant (EUR)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Faire une promesse de don' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Tous les mois/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer ma promesse de don' })).toBeTruthy();
  });
});
