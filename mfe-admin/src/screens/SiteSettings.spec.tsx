import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type SiteSettingsView } from '@sla/data';
import { DOMAIN_MESSAGE } from '@sla/contract/schemas';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import SiteSettings, { NO_STRIPE, STRIPE_READY } from './SiteSettings.js';

type UpdateFn = OperationFake<'updateSiteSettings'>;

const setting = <T,>(value: T, fallback: T = value) => ({ value, default: fallback, overridden: value !== fallback });

function viewOf(overrides: Partial<Record<string, string | boolean>> = {}, stripeConfigured = false): SiteSettingsView {
  const defaults = {
    siteName: 'Scientist-Leaders Africa',
    orgEmailDomain: 'scientistleaders.africa',
    staffEmail: 'team@scientistleaders.africa',
    publicContactEmail: 'hello@scientistleaders.africa',
    mailFrom: 'Scientist-Leaders Africa <hello@scientistleaders.africa>',
    donationCurrency: 'USD',
    receiptDetails: '',
  };
  const text = (key: keyof typeof defaults) => setting((overrides[key] as string) ?? defaults[key], defaults[key]);
  return {
    settings: {
      siteName: text('siteName'),
      orgEmailDomain: text('orgEmailDomain'),
      staffEmail: text('staffEmail'),
      publicContactEmail: text('publicContactEmail'),
      mailFrom: text('mailFrom'),
      donationCurrency: text('donationCurrency'),
      receiptDetails: text('receiptDetails'),
      cardPayments: setting((overrides.cardPayments as boolean) ?? stripeConfigured, stripeConfigured),
    },
    stripeConfigured,
    updatedAt: null,
    updatedBy: null,
  };
}

function install(get: () => Promise<SiteSettingsView>, update: UpdateFn = vi.fn<UpdateFn>()) {
  installFakeApi({ getSiteSettings: get, updateSiteSettings: update });
  render(
    <MemoryRouter initialEntries={['/admin/settings']}>
      <SiteSettings />
    </MemoryRouter>,
  );
  return { update };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('Site settings', () => {
  beforeEach(() => signInAs('admin'));

  it('shows each setting with its environment default, and a reset only where it was changed', async () => {
    install(() => Promise.resolve(viewOf({ siteName: 'SLA Foundation' })));
    expect(screen.getByText('Loading the site settings…')).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: /^Site name/ })).getAttribute('value')).toBe('SLA Foundation');
    expect(field('Site name').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Default: Scientist-Leaders Africa\.$/)).toBeTruthy();
    expect(screen.getByText(/Default: USD \(in use\)\.$/)).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: /to the default$/ });
    expect(resets.map((button) => button.getAttribute('aria-label'))).toEqual(['Reset site name to the default']);
  });

  it('sends only what changed, null for a setting put back to its default, and says it is saved', async () => {
    const update = vi.fn<UpdateFn>().mockResolvedValue(viewOf({ staffEmail: 'inbox@example.org' }));
    install(() => Promise.resolve(viewOf({ siteName: 'SLA Foundation' })), update);
    await screen.findByRole('textbox', { name: /^Site name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Reset site name to the default' }));
    fireEvent.change(field('Staff inbox'), { target: { value: ' inbox@example.org ' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    save();
    await screen.findByText('Saved. The site and the e-mails sent from now on use the new settings.');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ body: { siteName: null, staffEmail: 'inbox@example.org' } });
    expect(field('Site name').value).toBe('Scientist-Leaders Africa');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('checks the values before sending, and shows the service’s refusals beside the fields', async () => {
    const update = vi
      .fn<UpdateFn>()
      .mockRejectedValue(new DataError('invalid_input', 'Some fields need attention.', { mailFrom: 'Not a sender we can use.' }));
    install(() => Promise.resolve(viewOf()), update);
    await screen.findByRole('textbox', { name: /^Site name/ });
    fireEvent.change(field('Organisation e-mail domain'), { target: { value: 'team@org.example' } });
    save();
    expect(await screen.findByText(DOMAIN_MESSAGE)).toBeTruthy();
    expect(field('Organisation e-mail domain').getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(field('Organisation e-mail domain'), { target: { value: 'org.example' } });
    fireEvent.change(field('E-mail sender'), { target: { value: 'Org <mail@org.example>' } });
    save();
    expect(await screen.findByText('Not a sender we can use.')).toBeTruthy();
    expect(field('E-mail sender').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail sender').value).toBe('Org <mail@org.example>');
  });

  it('keeps card payments off and explains why while Stripe is not configured', async () => {
    install(() => Promise.resolve(viewOf()));
    const card = (await screen.findByRole('checkbox', { name: /card payments/ })) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(card.checked).toBe(false);
    expect(screen.getByText(NO_STRIPE)).toBeTruthy();
  });

  it('lets card payments be switched off when Stripe is configured', async () => {
    const update = vi.fn<UpdateFn>().mockResolvedValue(viewOf({ cardPayments: false }, true));
    install(() => Promise.resolve(viewOf({}, true)), update);
    const card = (await screen.findByRole('checkbox', { name: /card payments/ })) as HTMLInputElement;
    expect(card.disabled).toBe(false);
    expect(screen.getByText(STRIPE_READY)).toBeTruthy();
    fireEvent.click(card);
    save();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ body: { cardPayments: false } }));
  });

  it('says when there is nothing to save, without asking the service', async () => {
    const update = vi.fn<UpdateFn>();
    install(() => Promise.resolve(viewOf()), update);
    await screen.findByRole('textbox', { name: /^Site name/ });
    save();
    expect(await screen.findByText('Nothing has changed, so there was nothing to save.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes', async () => {
    install(() => Promise.resolve(viewOf()));
    await screen.findByRole('textbox', { name: /^Site name/ });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.change(field('Site name'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(field('Site name').value).toBe('Renamed');
    confirm.mockRestore();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    const get = vi
      .fn<() => Promise<SiteSettingsView>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not reachable right now.'))
      .mockResolvedValue(viewOf());
    install(get);
    expect(await screen.findByText('The site settings could not be loaded')).toBeTruthy();
    expect(screen.getByText('The data service is not reachable right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /^Site name/ })).toBeTruthy();
  });
});
