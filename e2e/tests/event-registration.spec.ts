import { expect, test } from '@playwright/test';
import type { OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf } from '../support/accounts.js';
import { waitForLiveApp } from '../support/site.js';
import { editorToken, newEvent, openAsEditor, uniqueTitle, visitorPage } from '../support/content.js';

// Event registration (decision 0046) against the whole stack: visitors fill a small event, the next joins the
// waiting list, the first cancels through the e-mail's link and the next is promoted and told; an editor checks a
// person in on a phone-sized screen and exports the CSV.

const DAY = 24 * 3_600_000;
let counter = 0;
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.org`;

const outboxTo = async (address: string) =>
  (await api(await idTokenOf(DEMO.admin), 'GET', `/outbox?to=${encodeURIComponent(address)}`)).body as ListPage<OutboxMessage>;

/** The site-relative address of the first link to `path` in an e-mail. */
function linkIn(mail: OutboxMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, '\\/')}\\?token=[^\\s"'<>]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test('visitors fill a small event, the next waits, a cancel link promotes them; an editor checks in on a phone and exports the CSV', async ({
  page,
  browser,
}) => {
  const token = await editorToken();
  const title = uniqueTitle('Lab open evening');
  const event = await newEvent(token, {
    title,
    startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
    timeZone: 'Africa/Lagos',
    online: false,
    location: 'Yaba, Lagos',
    publish: true,
  });
  const saved = await api(token, 'PUT', `/content/events/${event.id}/registration`, {
    open: true,
    audience: 'public',
    capacity: 2,
  });
  expect(saved.status).toBe(200);

  const people = [
    { name: 'Ada Obi', email: uniqueAddress('ada') },
    { name: 'Ben Kofi', email: uniqueAddress('ben') },
    { name: 'Chi Eze', email: uniqueAddress('chi') },
  ];
  const visitor = await visitorPage(browser);
  for (const [index, person] of people.entries()) {
    await visitor.goto(`/events/${event.slug}`);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The server's copy is readable at once; the live page takes over once the visitor acts on it (then its form works).
    await visitor.evaluate(() =>
      document.querySelectorAll('.event-registration input').forEach((input) => input.setAttribute('data-server-copy', '')),
    );
    await waitForLiveApp(visitor);
    // (Moved from somewhere else: the pointer rests where the last page left it.)
    await visitor.mouse.move(0, 0);
    await visitor.mouse.move(200, 300);
    await expect(visitor.locator('[data-server-copy]')).toHaveCount(0);
    const form = visitor.getByRole('region', { name: 'Register' });
    if (index < 2) await expect(form).toContainText(`${2 - index} place`);
    else await expect(form).toContainText('The event is full');
    await form.getByRole('textbox', { name: 'Your name' }).fill(person.name);
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(person.email);
    await form.getByRole('button', { name: index < 2 ? 'Register' : 'Join the waiting list' }).click();
    await expect(visitor.getByRole('status')).toContainText(index < 2 ? 'You are registered' : 'you are on the waiting list');
  }

  const confirmation = (await outboxTo(people[0]!.email)).items.find((mail) => mail.kind === 'event_confirmed')!;
  expect(confirmation.text).toContain(`/api/public/events/${event.slug}/calendar.ics`);
  expect((await outboxTo(people[2]!.email)).items.map((mail) => mail.kind)).toEqual(['event_waiting']);

  // Ada cancels with her e-mail's link; Chi, first on the waiting list, gets the place and is told.
  await visitor.goto(linkIn(confirmation, '/events/cancel'));
  // A link's page acts once live, which it becomes when the visitor acts on the server's copy (the pointer moves).
  await waitForLiveApp(visitor);
  await visitor.mouse.move(0, 0);
  await visitor.mouse.move(200, 300);
  await expect(visitor.getByRole('heading', { name: 'Registration cancelled' })).toBeVisible();
  await expect
    .poll(async () => (await outboxTo(people[2]!.email)).items.map((mail) => mail.kind).sort())
    .toEqual(['event_promoted', 'event_waiting']);
  await visitor.context().close();

  // The editor, on a phone, checks Ben in at the door.
  await page.setViewportSize({ width: 360, height: 780 });
  await openAsEditor(page, `/content/events/${event.id}/registrants`);
  await expect(page.getByRole('status').filter({ hasText: '2 registered · 0 waiting · 0 checked in' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('ben');
  await page.getByRole('button', { name: 'Check in Ben Kofi' }).click();
  await expect(page.getByRole('button', { name: 'Undo check-in for Ben Kofi' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 checked in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const { readFile } = await import('node:fs/promises');
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('name,email,status,checked_in_at,registered_at,account');
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
    `Ben Kofi,${people[1]!.email},registered`,
    `Chi Eze,${people[2]!.email},registered`,
  ]);
});

test('the event page and the registrants screen speak French', async ({ page, browser }) => {
  const token = await editorToken();
  const event = await newEvent(token, {
    title: uniqueTitle('Soirée des sciences'),
    startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
    timeZone: 'Africa/Dakar',
    online: true,
    publish: true,
  });
  await api(token, 'PUT', `/content/events/${event.id}/registration`, { open: true, audience: 'alumni', capacity: 10 });
  const visitor = await visitorPage(browser);
  await visitor.goto(`/fr/events/${event.slug}`);
  await expect(visitor.getByText('Cet événement est réservé aux alumni')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Se connecter pour s’inscrire' })).toBeVisible();
  await visitor.context().close();

  await openAsEditor(page, `/content/events/${event.id}/registrants`);
  await page.goto(`/fr/content/events/${event.id}/registrants`);
  await expect(page.getByRole('heading', { name: 'Inscriptions sur ce site' })).toBeVisible();
  await expect(page.getByText('Personne pour l’instant.')).toBeVisible();
});

test("staff run an event's door from the admin portal: the events list, the registrants and the check-in, on a phone", async ({
  page,
}) => {
  const token = await editorToken();
  const title = uniqueTitle('Alumni breakfast');
  const event = await newEvent(token, {
    title,
    startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
    timeZone: 'Africa/Nairobi',
    online: false,
    location: 'Westlands, Nairobi',
    publish: true,
  });
  await api(token, 'PUT', `/content/events/${event.id}/registration`, { open: true, audience: 'public', capacity: 5 });
  const email = uniqueAddress('dami');
  expect((await api(null, 'POST', `/public/events/${event.slug}/registration`, { name: 'Dami Bello', email })).status).toBe(201);

  await page.setViewportSize({ width: 360, height: 780 });
  await openAsEditor(page, '/admin/events', DEMO.staff);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toContainText('1 registered · 0 waiting · 0 checked in · 5 places');
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Check in Dami Bello' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 checked in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Staff run the door; who may register stays the editors' to change.
  const staff = await idTokenOf(DEMO.staff);
  expect((await api(staff, 'PUT', `/content/events/${event.id}/registration`, { open: false, audience: 'public' })).status).toBe(
    403,
  );
});
