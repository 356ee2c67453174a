import { isoToZonedLocal } from '@sla/domain';
import { expect, test } from '@playwright/test';
import type { PublicEvent } from '@sla/contract';
import { api } from '../support/accounts.js';
import { editorToken, newEvent, openAsEditor, uniqueTitle, visitorPage } from '../support/content.js';

const HOUR = 3_600_000;

test('an event made in the editor, in its own time zone and place, is announced on the home page; one that is over is not', async ({
  page,
  browser,
}) => {
  const token = await editorToken();
  const title = uniqueTitle('Science café');
  const zone = 'Africa/Lagos';
  // Sooner than any seeded event, so it is among the few the home page shows.
  const starts = Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000;
  const place = 'Yaba College of Technology, Lagos';

  await openAsEditor(page, '/content/events');
  await page.getByRole('button', { name: 'New event' }).click();
  await expect(page).toHaveURL(/\/content\/events\?id=new$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill('An evening of short talks and questions.');
  await page.getByRole('combobox', { name: 'Time zone of these times' }).selectOption(zone);
  await page.getByLabel('Starts').fill(isoToZonedLocal(new Date(starts).toISOString(), zone));
  await page.getByLabel('Ends').fill(isoToZonedLocal(new Date(starts + 2 * HOUR).toISOString(), zone));
  await expect(page.getByText(/^Starts /)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Online' })).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Place' }).fill(place);
  await expect(page.getByRole('checkbox', { name: 'Publish on the site' })).toBeChecked();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`Created ${title}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/content\/events\?id=(?!new)[^&]+$/);

  // One that is already over, published all the same.
  const pastTitle = uniqueTitle('Last month’s webinar');
  await newEvent(token, {
    title: pastTitle,
    startsAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    endsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    timeZone: 'Africa/Nairobi',
    online: true,
    publish: true,
  });

  const upcoming = (await api(null, 'GET', '/public/events?upcoming=1')).body.items as PublicEvent[];
  expect(upcoming.find((event) => event.title === title)).toMatchObject({
    timeZone: zone,
    online: false,
    location: place,
    startsAt: new Date(starts).toISOString(),
  });
  expect(upcoming.map((event) => event.title)).not.toContain(pastTitle);

  const visitor = await visitorPage(browser);
  await visitor.goto('/');
  const comingUp = visitor.getByRole('region', { name: 'Coming up' });
  const item = comingUp.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(item).toBeVisible();
  // Said in the event's own zone, whatever the reader's is.
  await expect(item).toContainText(`${isoToZonedLocal(new Date(starts).toISOString(), zone).slice(11)} Lagos time`);
  await expect(item).toContainText(place);
  await expect(comingUp.getByRole('heading', { name: pastTitle })).toHaveCount(0);
  await visitor.context().close();

  // The editors' list marks the past one as no longer on the site.
  await page.getByRole('button', { name: 'Back to all events' }).click();
  const pastRow = page.getByRole('row', { name: new RegExp(pastTitle) });
  await expect(pastRow).toContainText('Past — no longer on the public site');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('On the public site');
});
