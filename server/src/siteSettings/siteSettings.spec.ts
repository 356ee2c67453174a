// Site settings stored by the data service: the environment's values are the defaults, an admin's change is stored,
// audited once, and used by the service at once (mail, donations); the public site reads what it shows.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FIELDS_NEED_ATTENTION } from '@sla/contract';
import { CURRENCY_MESSAGE, DOMAIN_MESSAGE, MAIL_FROM_MESSAGE, SITE_NAME_MESSAGE } from '@sla/contract/schemas';
import { deliverDueMail } from '../mail/deliverDueMail.js';
import type { MailTransport } from '../mail/outgoingMail.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { refreshSiteSettings } from './storedSiteSettings.js';
import { CARD_PAYMENTS_NEED_STRIPE } from './updateSiteSettings.js';

const ENV = {
  siteName: 'Env Org',
  orgEmailDomain: 'env.example',
  staffEmail: 'env-team@env.example',
  publicContactEmail: 'hello@env.example',
  mailFrom: 'Env Org <mail@env.example>',
  donationCurrency: 'USD',
};
const CHANGE = { siteName: 'New Org', staffEmail: 'new-team@new.example', mailFrom: 'New Org <mail@new.example>' };
const CONTACT = {
  kind: 'contact',
  name: 'Amina Diallo',
  email: 'amina@example.org',
  organisation: '',
  message: 'Where can I read about the next programme round?',
};

describeOnEachBackend('site settings', (backend) => {
  const service = useTestService(backend, { settings: ENV });
  const admin = () => service.as('admin-1');
  const put = (payload: object, headers = admin()) =>
    service.request({ method: 'PUT', url: '/api/admin/settings', headers, payload });
  const view = async () => (await service.request({ method: 'GET', url: '/api/admin/settings', headers: admin() })).json();
  const audit = () =>
    service.rows<{ user_id: string; context: { changes: unknown[] } }>(
      sql`SELECT user_id, context FROM audit_logs WHERE type = 'settings_change' ORDER BY id`,
    );
  const stored = () => service.rows<{ value: Record<string, unknown> }>(sql`SELECT value FROM site_settings`);
  const addAdmin = () => service.addUser('admin-1', 'admin');

  it('answers the environment values as defaults while nothing is stored', async () => {
    await addAdmin();
    const answer = await view();
    expect(answer.stripeConfigured).toBe(false);
    expect(answer.updatedAt).toBeNull();
    for (const [key, value] of Object.entries(ENV))
      expect(answer.settings[key], key).toEqual({ value, default: value, overridden: false });
    expect(answer.settings.cardPayments).toEqual({ value: false, default: false, overridden: false });
  });

  it('stores a change, audits it once with each change, and a repeat of it writes nothing', async () => {
    await addAdmin();
    const response = await put({ ...CHANGE, donationCurrency: 'usd' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.settings.siteName).toEqual({ value: 'New Org', default: 'Env Org', overridden: true });
    // The same as the environment's: not stored, the setting keeps following the environment.
    expect(answer.settings.donationCurrency).toEqual({ value: 'USD', default: 'USD', overridden: false });
    expect(answer.updatedBy).toBe('admin-1');
    expect((await stored())[0]!.value).toEqual(CHANGE);
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.user_id).toBe('admin-1');
    expect(entries[0]!.context.changes).toEqual([
      { key: 'siteName', from: 'Env Org', to: 'New Org' },
      { key: 'staffEmail', from: ENV.staffEmail, to: CHANGE.staffEmail },
      { key: 'mailFrom', from: ENV.mailFrom, to: CHANGE.mailFrom },
    ]);

    const log = await service.request({ method: 'GET', url: '/api/audit-logs', headers: admin() });
    expect(log.json().items).toContainEqual(
      expect.objectContaining({ type: 'settings_change', userId: 'admin-1', changes: entries[0]!.context.changes }),
    );

    const before = await service.rows(sql`SELECT updated_at FROM site_settings`);
    for (const again of [CHANGE, {}, { siteName: ' New Org ' }]) expect((await put(again)).statusCode).toBe(200);
    expect(await audit()).toHaveLength(1);
    expect(await service.rows(sql`SELECT updated_at FROM site_settings`)).toEqual(before);
  });

  it('puts a setting back to the environment default with null, audited', async () => {
    await addAdmin();
    await put(CHANGE);
    const answer = (await put({ siteName: null })).json();
    expect(answer.settings.siteName).toEqual({ value: 'Env Org', default: 'Env Org', overridden: false });
    expect((await stored())[0]!.value).toEqual({ staffEmail: CHANGE.staffEmail, mailFrom: CHANGE.mailFrom });
    expect((await audit())[1]!.context.changes).toEqual([{ key: 'siteName', from: 'New Org', to: 'Env Org' }]);
  });

  it('refuses bad values with a message beside each field, and saves none of the change', async () => {
    await addAdmin();
    const response = await put({
      siteName: 'Fine Org',
      orgEmailDomain: 'team@org.example',
      staffEmail: 'not-an-address',
      mailFrom: 'mail@org.example',
      donationCurrency: 'dollars',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_input',
      message: FIELDS_NEED_ATTENTION,
      fieldErrors: {
        orgEmailDomain: DOMAIN_MESSAGE,
        staffEmail: expect.stringContaining('e-mail address'),
        mailFrom: MAIL_FROM_MESSAGE,
        donationCurrency: CURRENCY_MESSAGE,
      },
    });
    expect((await put({ siteName: '   ' })).json().error.fieldErrors).toEqual({ siteName: SITE_NAME_MESSAGE });
    expect((await put({ secretKey: 'sk_live_x' })).statusCode).toBe(400);
    const card = await put({ cardPayments: true });
    expect(card.statusCode).toBe(400);
    expect(card.json().error.fieldErrors).toEqual({ cardPayments: CARD_PAYMENTS_NEED_STRIPE });
    expect(await stored()).toEqual([]);
    expect(await audit()).toEqual([]);
    expect(service.ctx.settings.siteName).toBe('Env Org');
  });

  it('mails Contact messages to the new staff address, from the new sender, as soon as the change is saved', async () => {
    await addAdmin();
    await put(CHANGE);
    const sent = await service.request({
      method: 'POST',
      url: '/api/public/messages',
      payload: CONTACT,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [toStaff] = await mailIn(service);
    expect(toStaff).toMatchObject({ kind: 'message_to_staff', to: CHANGE.staffEmail });
    const froms: string[] = [];
    const transport: MailTransport = { name: 'recording', send: async (_message, from) => void froms.push(from) };
    await deliverDueMail(service.ctx, transport);
    expect(froms.length).toBeGreaterThan(0);
    expect(new Set(froms)).toEqual(new Set([CHANGE.mailFrom]));
  });

  it('answers the public site what it shows, to anyone, following the stored values', async () => {
    await addAdmin();
    const read = async () => (await service.request({ method: 'GET', url: '/api/public/site-settings' })).json();
    expect(await read()).toEqual({
      siteName: 'Env Org',
      orgEmailDomain: 'env.example',
      publicContactEmail: 'hello@env.example',
      donationCurrency: 'USD',
      cardPayments: false,
      overridden: [],
    });
    await put({
      siteName: 'New Org',
      orgEmailDomain: 'New.Example',
      publicContactEmail: 'hi@new.example',
      donationCurrency: 'kes',
    });
    expect(await read()).toEqual({
      siteName: 'New Org',
      orgEmailDomain: 'new.example',
      publicContactEmail: 'hi@new.example',
      donationCurrency: 'KES',
      cardPayments: false,
      overridden: ['siteName', 'orgEmailDomain', 'publicContactEmail', 'donationCurrency'],
    });
    const donate = await service.request({ method: 'GET', url: '/api/public/donations/config' });
    expect(donate.json()).toMatchObject({ currency: 'KES', stripeEnabled: false });
  });

  it('follows a change another instance stored once it reads the settings again', async () => {
    await service.database.db.execute(
      sql`INSERT INTO site_settings (id, value, updated_at, updated_by) VALUES ('site', ${JSON.stringify({ staffEmail: 'other@new.example', mailFrom: 'bad sender' })}::jsonb, now(), 'admin-2')`,
    );
    expect(service.ctx.settings.staffEmail).toBe(ENV.staffEmail);
    await refreshSiteSettings(service.ctx);
    expect(service.ctx.settings.staffEmail).toBe('other@new.example');
    // A stored value the rules refuse is ignored: the environment's applies.
    expect(service.ctx.settings.mailFrom).toBe(ENV.mailFrom);
  });
});

describeOnEachBackend('site settings with Stripe configured', (backend) => {
  const service = useTestService(backend, {
    settings: { stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' } },
  });

  it('lets an admin switch card payments off and on again; the Donate page follows', async () => {
    await service.addUser('admin-1', 'admin');
    const headers = service.as('admin-1');
    const donate = async () =>
      (await service.request({ method: 'GET', url: '/api/public/donations/config' })).json().stripeEnabled;
    expect(await donate()).toBe(true);
    const off = await service.request({ method: 'PUT', url: '/api/admin/settings', headers, payload: { cardPayments: false } });
    expect(off.json().settings.cardPayments).toEqual({ value: false, default: true, overridden: true });
    expect(off.json().stripeConfigured).toBe(true);
    expect(await donate()).toBe(false);
    const checkout = await service.request({
      method: 'POST',
      url: '/api/public/donations/checkout',
      payload: { amount: 25, frequency: 'once' },
    });
    expect(checkout.statusCode).toBe(409);
    await service.request({ method: 'PUT', url: '/api/admin/settings', headers, payload: { cardPayments: true } });
    expect(await donate()).toBe(true);
  });
});
