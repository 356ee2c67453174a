import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, type Account } from '../support/accounts.js';
import { newAlumnus } from '../support/alumni.js';
import { newMentor, signedInPage, unique } from '../support/mentors.js';

// Ending a mentorship (decision 0052, amended): a recent alumnus's mentor ends it from the mentee's page with a kind
// note; the alumnus is told (a notice), reads it ended with the note, and asks someone else. Staff end another from
// the mentor requests, with a reason the two of them never see.

/** The alumnus asks the mentor, who accepts, through the service: the mentorship's id. */
async function mentorshipOf(alumnus: Account, mentor: Account): Promise<string> {
  const asked = await api(await idTokenOf(alumnus), 'POST', '/mentoring/requests', {
    mentorUid: mentor.uid,
    note: 'I finished the programme this year and would value your advice.',
  });
  expect(asked.status).toBe(201);
  const mentorToken = await idTokenOf(mentor);
  const accepted = await api(mentorToken, 'POST', `/mentoring/requests/${(asked.body as { id: string }).id}/accept`);
  expect(accepted.status).toBe(200);
  const mentees = (await api(mentorToken, 'GET', '/mentoring/mentees')).body as { items: { mentorshipId: string }[] };
  return mentees.items[0]!.mentorshipId;
}

test("a recent alumnus's mentor ends it with a note; the alumnus is told, reads it and asks again", async ({ browser }) => {
  const mentorName = unique('Ama Mentor');
  const nextName = unique('Yaw Mentor');
  const alumnusName = unique('Efua Alumna');
  const mentor = await newMentor(mentorName);
  await newMentor(nextName);
  const alumnus = await newAlumnus(alumnusName);
  const id = await mentorshipOf(alumnus, mentor);

  const mentoring = await signedInPage(browser, mentor);
  await mentoring.goto(`/alumni/mentees/${id}`);
  await expect(mentoring.getByRole('heading', { name: 'Your mentee' })).toBeVisible();
  await mentoring.getByRole('button', { name: 'End mentorship…' }).click();
  const dialog = mentoring.getByRole('dialog', { name: `End your mentorship with ${alumnusName}?` });
  await expect(dialog.getByText(/stay here for you both to read/)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /A note to/ })
    .fill('It was a joy. I am travelling for months: ask someone who can give you time.');
  await dialog.getByRole('button', { name: 'End mentorship' }).click();
  await expect(mentoring.getByText(/^This mentorship ended on/)).toBeVisible();
  await expect(mentoring.getByText('This mentorship has ended, so no new messages can be sent.')).toBeVisible();

  // The alumnus is told by a notice linking to their mentor page.
  const notices = (await api(await idTokenOf(alumnus), 'GET', '/notices')).body as { items: { text: string; link: string }[] };
  expect(notices.items).toContainEqual(
    expect.objectContaining({ text: expect.stringContaining(`${mentorName} ended your mentorship`), link: '/alumni/mentor' }),
  );

  const asking = await signedInPage(browser, alumnus);
  await asking.goto('/alumni/mentor');
  await expect(asking.getByText(`Your mentorship with ${mentorName} has ended.`, { exact: false })).toBeVisible();
  await expect(asking.getByText('It was a joy. I am travelling for months', { exact: false })).toBeVisible();
  await expect(asking.getByText('The mentorship ended on', { exact: false })).toBeVisible();
  // The conversation stays readable, below the way to ask again: the link at the top leads there.
  await asking.getByRole('link', { name: `Read your conversation with ${mentorName}` }).click();
  await expect(asking.getByRole('heading', { name: `Your mentorship with ${mentorName}` })).toBeInViewport();
  await asking.getByRole('button', { name: `Ask ${nextName}` }).click();
  const ask = asking.getByRole('dialog');
  await ask.getByRole('textbox', { name: /Your note/ }).fill('My mentorship ended; would you mentor me?');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(asking.getByText('Waiting for an answer')).toBeVisible();
});

test('staff end a mentorship from the mentor requests, with a reason the two of them never see', async ({ browser }) => {
  const mentorName = unique('Kojo Mentor');
  const alumnusName = unique('Abena Alumna');
  const mentor = await newMentor(mentorName);
  const alumnus = await newAlumnus(alumnusName);
  const id = await mentorshipOf(alumnus, mentor);
  const reason = `Reported unanswered messages ${unique('case')}`;

  const staff = await signedInPage(browser, DEMO.staff);
  await staff.goto('/admin/mentor-requests?status=accepted');
  const request = staff.getByRole('listitem').filter({ hasText: `${alumnusName} asked ${mentorName}` });
  await request.getByRole('link', { name: 'See the mentorship, or end it' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/mentorships/${id}$`));
  await expect(staff.getByRole('heading', { name: new RegExp(`${alumnusName} with ${mentorName}`) })).toBeVisible();
  await staff.getByRole('button', { name: 'End mentorship…' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'End mentorship' }).click();
  await expect(staff.getByText(reason)).toBeVisible();
  await expect(staff.getByText('Ended', { exact: true })).toBeVisible();

  for (const person of [alumnus, mentor]) {
    const read = await api(await idTokenOf(person), 'GET', `/mentorships/${id}`);
    expect(read.body).toMatchObject({ endedBy: 'staff', endNote: null });
    expect(JSON.stringify(read.body)).not.toContain(reason);
  }
  await staff.goto('/admin/mentor-requests?status=accepted');
  await expect(
    staff
      .getByRole('listitem')
      .filter({ hasText: `${alumnusName} asked ${mentorName}` })
      .getByRole('link', { name: /ended on/ }),
  ).toBeVisible();
});
