import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { enrolledStudent } from '../support/learning.js';

// Issue 31, item 4: staff post an announcement to a cohort and e-mail it; the cohort's student sees it unread on their
// home and reads it; a student of another cohort neither sees nor reaches it. Each student is enrolled through a real
// acceptance into a programme and cohort of the test's own.

const at = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

test('staff post an announcement with e-mail; the student sees it unread on their home and reads it', async ({ browser }) => {
  const [{ cohort, student }, outsider] = await Promise.all([enrolledStudent(), enrolledStudent()]);
  const title = `Field trip ${Date.now() % 100000}`;

  const staff = await browser.newPage();
  await signIn(staff, DEMO.staff, at(`/admin/delivery/${encodeURIComponent(cohort.id)}?tab=announcements`));
  await staff.getByRole('button', { name: 'New announcement' }).click();
  await staff.getByLabel('Title').fill(title);
  await staff.getByRole('textbox', { name: /^Announcement/ }).fill('Meet at the **main gate** at 08:00.\n\n- boots\n- water');
  await staff.getByLabel(/Also e-mail it to every student in the cohort/).check();
  await staff.getByRole('button', { name: 'Post announcement' }).click();
  await expect(staff.getByText(`Posted ${title} and e-mailed it to the students.`)).toBeVisible();
  await expect(staff.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(staff.getByText(/e-mailed to the students · read by 0 of 1/)).toBeVisible();

  // The e-mail waits in the outbox for the student, in their language (English), with a link to their home.
  const admin = await idTokenOf(DEMO.admin);
  const mail = (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(student.email)}`)).body.items.find(
    (message: { kind: string }) => message.kind === 'cohort_announcement',
  );
  expect(mail.subject).toBe(`${cohort.name}: ${title}`);
  expect(mail.text).toContain('Meet at the **main gate** at 08:00.');
  expect(mail.text).toMatch(/Read it in your portal:\nhttps?:\/\/\S+\/student\n/);
  expect((await api(admin, 'GET', `/outbox?to=${encodeURIComponent(outsider.student.email)}`)).body.items).toEqual(
    expect.not.arrayContaining([expect.objectContaining({ kind: 'cohort_announcement' })]),
  );

  // The student sees it on their home, unread, and opening it records that they read it.
  const page = await browser.newPage();
  await signIn(page, student, at('/student'));
  const feed = page.getByRole('region', { name: 'Announcements' });
  await expect(feed.getByText('1 unread announcement')).toBeVisible();
  const item = feed.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Unread')).toBeVisible();
  await item.getByRole('heading', { level: 3, name: title }).click();
  await expect(item.locator('strong', { hasText: 'main gate' })).toBeVisible();
  await expect(feed.getByText('You have read them all.')).toBeVisible();
  await expect(item.getByText('Unread')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcements' }).getByText('You have read them all.')).toBeVisible();

  // Staff see who read it.
  await staff.reload();
  await expect(staff.getByText(/read by 1 of 1/)).toBeVisible();

  // A student of another cohort neither sees it nor reaches it.
  const outsiderToken = await idTokenOf(outsider.student);
  expect((await api(outsiderToken, 'GET', '/student/announcements')).body).toEqual({ items: [], nextCursor: null, unread: 0 });
  const id = (await api(await idTokenOf(student), 'GET', '/student/announcements')).body.items[0].id;
  const refused = await api(outsiderToken, 'PUT', `/student/announcements/${id}/read`);
  expect(refused.status).toBe(404);
  expect(refused.body.error.message).toBe('No such announcement.');
});
