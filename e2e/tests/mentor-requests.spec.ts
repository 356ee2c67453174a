import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, newPerson } from '../support/accounts.js';
import { newAlumnus } from '../support/alumni.js';
import { newMentor, signedInPage, unique } from '../support/mentors.js';

// Asking for a mentor (decision 0047): a student asks an alumnus open to mentoring with a note, the alumnus accepts and
// the mentorship starts on the student's mentor page; staff see the request. Another alumnus declines in French and
// blocks the student, who is told kindly and no longer finds them; on a phone nothing scrolls sideways. A recent alumnus
// (decision 0052) asks from the alumni portal, the mentor sees them labelled as one and accepts, and they meet there.

test('a student asks an alumnus, who accepts: the mentorship starts and staff see the request', async ({ browser }) => {
  const mentorName = unique('Grace Mentor');
  const studentName = unique('Tunde Student');
  const mentor = await newMentor(mentorName);
  const student = await newPerson({ role: 'student', displayName: studentName });

  const asking = await signedInPage(browser, student);
  await asking.goto('/student/mentor');
  await expect(asking.getByRole('heading', { name: 'Alumni open to mentoring' })).toBeVisible();
  await asking.getByRole('button', { name: `Ask ${mentorName}` }).click();
  const dialog = asking.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Write a short note to introduce yourself.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Your note/ }).fill('I study soil microbes and would value your advice.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(asking.getByRole('heading', { name: 'Your requests' })).toBeVisible();
  await expect(asking.getByText('Waiting for an answer')).toBeVisible();

  const mentoring = await signedInPage(browser, mentor);
  await mentoring.goto('/alumni/mentees');
  const card = mentoring.getByRole('listitem').filter({ hasText: 'I study soil microbes' });
  await card.getByRole('button', { name: 'Accept' }).click();
  await mentoring.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(mentoring.getByRole('rowheader', { name: studentName })).toBeVisible();

  await asking.reload();
  await expect(asking.getByRole('heading', { name: 'Your mentor' })).toBeVisible();
  await expect(asking.getByText(mentorName).first()).toBeVisible();

  const staff = await signedInPage(browser, DEMO.staff);
  await staff.goto('/admin/mentor-requests?status=accepted');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Mentor requests');
  await expect(staff.getByText(`${studentName} asked ${mentorName}`)).toBeVisible();
});

test('an alumnus declines in French and blocks; the student is told kindly and no longer finds them (360 px)', async ({
  browser,
}) => {
  const mentorName = unique('Kofi Mentor');
  const mentor = await newMentor(mentorName);
  const student = await newPerson({ role: 'student', displayName: unique('Awa Student') });
  const offered = await api(await idTokenOf(student), 'GET', '/mentoring/mentors');
  const target = (offered.body as { items: { uid: string; name: string }[] }).items.find((item) => item.name === mentorName);
  expect(target).toBeTruthy();
  const sent = await api(await idTokenOf(student), 'POST', '/mentoring/requests', {
    mentorUid: target!.uid,
    note: 'Bonjour, je voudrais un mentor.',
  });
  expect(sent.status).toBe(201);

  const mentoring = await signedInPage(browser, mentor, 360);
  await mentoring.goto('/fr/alumni/mentees');
  await expect(mentoring.getByRole('heading', { name: 'Demandes de mentorat' })).toBeVisible();
  await mentoring
    .getByRole('listitem')
    .filter({ hasText: 'Bonjour, je voudrais' })
    .getByRole('button', { name: 'Décliner' })
    .click();
  const dialog = mentoring.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Décliner' }).click();
  await expect(mentoring.getByText('Déclinée')).toBeVisible();
  expect(await mentoring.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const asking = await signedInPage(browser, student, 360);
  await asking.goto('/student/mentor');
  await expect(asking.getByText('They cannot take on a new mentee just now. You may ask someone else.')).toBeVisible();
  await expect(asking.getByRole('heading', { name: 'Alumni open to mentoring' })).toBeVisible();
  await expect(asking.getByRole('button', { name: `Ask ${mentorName}` })).toHaveCount(0);
  expect(await asking.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const again = await api(await idTokenOf(student), 'POST', '/mentoring/requests', { mentorUid: target!.uid, note: 'Please?' });
  expect(again.status).toBe(400);
});

test('a recent alumnus asks from the alumni portal; the mentor sees an alumnus, accepts, and they talk there', async ({
  browser,
}) => {
  const mentorName = unique('Esi Mentor');
  const alumnusName = unique('Kwesi Alumnus');
  const mentor = await newMentor(mentorName);
  // A profile started today: in their first two years.
  const alumnus = await newAlumnus(alumnusName);

  const asking = await signedInPage(browser, alumnus);
  await asking.goto('/alumni');
  await asking.getByRole('navigation', { name: 'Alumni' }).getByRole('link', { name: 'My mentor' }).click();
  await expect(asking.getByRole('heading', { level: 1 })).toHaveText('My mentor');
  await expect(asking.getByText(/No mentor yet\. You may ask alumni open to mentoring until/)).toBeVisible();
  await asking.getByRole('button', { name: `Ask ${mentorName}` }).click();
  const dialog = asking.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: /Your note/ })
    .fill('I finished the programme this year and would value your advice.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(asking.getByText('Waiting for an answer')).toBeVisible();

  const mentoring = await signedInPage(browser, mentor);
  await mentoring.goto('/alumni/mentees');
  const card = mentoring.getByRole('listitem').filter({ hasText: 'I finished the programme this year' });
  await expect(card.getByText(/Alumnus or alumna · Sent on/)).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await mentoring.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  const row = mentoring.getByRole('row').filter({ has: mentoring.getByRole('rowheader', { name: alumnusName }) });
  await expect(row.getByText('Alumnus or alumna of the programme')).toBeVisible();

  await asking.reload();
  await expect(asking.getByRole('heading', { name: 'Your mentor' })).toBeVisible();
  await expect(asking.getByText(mentorName).first()).toBeVisible();
  await asking.getByRole('textbox', { name: `Message to ${mentorName}` }).fill('Thank you for accepting!');
  await asking.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(asking.locator('.message-list').getByText('Thank you for accepting!')).toBeVisible();

  const staff = await signedInPage(browser, DEMO.staff);
  await staff.goto('/admin/mentor-requests?status=accepted');
  const request = staff.getByRole('listitem').filter({ hasText: `${alumnusName} asked ${mentorName}` });
  await expect(request.getByText(/Alumnus or alumna · Sent on/)).toBeVisible();
});
