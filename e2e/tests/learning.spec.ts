import { expect, test, type Page } from '@playwright/test';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { enrolledStudent, newAssignment, newModule, pairMentor } from '../support/learning.js';
import { PDF_BYTES } from '../support/programmes.js';

// Issue 12: a scholar's programme year. Each test enrols a new person through a real acceptance (a programme and
// cohort of its own), so it never depends on, or changes, the demo cohorts.

const at = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
/** The member's "Mark as completed" button (its hidden ": <name>" reads as a separate word). */
const completeButton = (name: string) => new RegExp(`^Mark as completed\\s*: ${name}$`);
const figure = (page: Page, name: string) => page.locator('.student-figures div').filter({ hasText: name }).locator('dd');

test('a student hands in work, staff grade it, and the student sees the grade, the feedback and their progress', async ({
  browser,
}) => {
  const { cohort, student } = await enrolledStudent();
  const module = await newModule(cohort.id, { title: 'Asking good questions', body: 'A **good** question is *feasible*.' });
  const assignment = await newAssignment(cohort.id, { title: 'Research question draft', moduleId: module.id });

  // The acceptance put the new student in the cohort that takes new students.
  const page = await browser.newPage();
  await signIn(page, student, at('/student/program'));
  await expect(page.getByText(cohort.name).first()).toBeVisible();
  await expect(page.locator('strong', { hasText: 'good' })).toBeVisible();
  await page.getByRole('button', { name: `Mark as done: ${module.title}` }).click();
  await expect(page.getByRole('button', { name: `Mark as not done: ${module.title}` })).toBeVisible();

  // Hand in a typed answer and a PDF.
  await page.goto(`/student/assignments/${assignment.id}`);
  const form = page.getByRole('form', { name: 'Hand in your work' });
  await form.getByLabel('Your answer').fill('How do mangrove roots change coastal erosion in Lamu?');
  await form.getByLabel('Add files').setInputFiles({ name: 'question.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(form.getByText('ready to hand in')).toBeVisible();
  await form.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(page.getByText(/Handed in on/)).toBeVisible();

  await page.goto('/student/progress');
  await expect(figure(page, 'Modules done')).toHaveText('1 of 1');
  await expect(figure(page, 'Work handed in')).toHaveText('1 of 1');
  await expect(figure(page, 'Work graded')).toHaveText('0 of 1');

  // Staff find it in the grading queue and grade it.
  const staff = await browser.newPage();
  await signIn(staff, DEMO.staff, at(`/admin/grading?cohortId=${encodeURIComponent(cohort.id)}`));
  await staff.getByRole('link', { name: student.displayName! }).click();
  await expect(staff.getByText('How do mangrove roots change coastal erosion in Lamu?')).toBeVisible();
  await staff.getByLabel('Grade', { exact: true }).fill('17');
  await staff.getByRole('textbox', { name: 'Feedback' }).fill('A sharp question. Say which season you will measure in.');
  await staff.getByRole('button', { name: 'Save grade' }).click();
  await expect(staff.getByText(/Nothing else is waiting|Next waiting/)).toBeVisible();

  // The student sees the grade and the feedback, has a notice and an e-mail, and the progress follows.
  await page.goto(`/student/assignments/${assignment.id}`);
  const feedback = page.getByRole('region', { name: 'Feedback and grade' });
  await expect(feedback.getByText('17 / 20')).toBeVisible();
  await expect(feedback.getByText('Say which season you will measure in.')).toBeVisible();
  const studentToken = await idTokenOf(student);
  const notices = await api(studentToken, 'GET', '/notices');
  expect(notices.body.items[0]).toMatchObject({ link: `/student/assignments/${assignment.id}` });
  const mail = await api(await idTokenOf(DEMO.admin), 'GET', `/outbox?to=${encodeURIComponent(student.email)}`);
  expect(mail.body.items.map((message: { subject: string }) => message.subject).join('\n')).toContain(assignment.title);
  await page.goto('/student/progress');
  await expect(figure(page, 'Work graded')).toHaveText('1 of 1');
  await expect(figure(page, 'Average grade')).toHaveText('85%');
});

test('the service refuses late work when late work is not accepted, whatever the browser sends', async () => {
  const { cohort, student } = await enrolledStudent();
  const past = await newAssignment(cohort.id, {
    title: 'Past and closed',
    dueAt: new Date(Date.now() - 3_600_000).toISOString(),
    fileTypes: [],
    textAnswer: true,
  });
  const token = await idTokenOf(student);
  const refused = await api(token, 'POST', `/student/assignments/${past.id}/submission`, { text: 'Too late?', fileIds: [] });
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toMatch(/Late work is not accepted/);
  const list = await api(token, 'GET', '/student/assignments');
  // Due before this student joined (they were accepted a moment ago): not theirs to owe, so not overdue either.
  expect(list.body.items).toEqual([
    expect.objectContaining({ id: past.id, status: 'to_do', overdue: false, setBeforeJoining: true }),
  ]);
});

test('a student and their mentor write to each other, each from their own portal, and nobody else can read it', async ({
  browser,
}) => {
  const { cohort, student } = await enrolledStudent();
  await pairMentor(cohort.id, student, DEMO.staff);
  const hello = `Hello, I am starting my reading log (${Date.now()}).`;
  const reply = `Welcome! Share it before Thursday (${Date.now()}).`;

  const page = await browser.newPage();
  await signIn(page, student, at('/student/mentor'));
  await expect(page.getByText(DEMO.staff.displayName!).first()).toBeVisible();
  await page.getByLabel(`Message to ${DEMO.staff.displayName}`).fill(hello);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('log').getByText(hello)).toBeVisible();

  const mentor = await browser.newPage();
  await signIn(mentor, DEMO.staff, at('/admin/mentees'));
  await mentor.getByRole('link', { name: student.displayName! }).click();
  await expect(mentor.getByRole('log').getByText(hello)).toBeVisible();
  await mentor.getByLabel(`Message to ${student.displayName}`).fill(reply);
  await mentor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(mentor.getByRole('log').getByText(reply)).toBeVisible();
  await mentor.getByLabel('New task').fill('Share the reading log');
  await mentor.getByRole('button', { name: 'Add task' }).click();

  await page.reload();
  await expect(page.getByRole('log').getByText(reply)).toBeVisible();
  await expect(page.getByText('Share the reading log')).toBeVisible();

  // Each message e-mailed the other side (never with the sender's address); another student gets a 404.
  const admin = await idTokenOf(DEMO.admin);
  const toMentor = await api(admin, 'GET', `/outbox?to=${encodeURIComponent(DEMO.staff.email)}`);
  expect(JSON.stringify(toMentor.body.items)).toContain(hello.slice(0, 30));
  expect(JSON.stringify(toMentor.body.items)).not.toContain(student.email);
  const mine = await api(await idTokenOf(student), 'GET', '/mentoring/mine');
  const stranger = await newPerson({ role: 'student' });
  const peek = await api(await idTokenOf(stranger), 'GET', `/mentorships/${mine.body.id}/messages`);
  expect(peek.status).toBe(404);
});

test('staff mark a student as having completed the programme: the role becomes alumni, audited', async ({ browser }) => {
  const { cohort, student } = await enrolledStudent();
  const page = await browser.newPage();
  await signIn(page, DEMO.staff, at(`/admin/delivery/${cohort.id}`));
  await page.getByRole('button', { name: completeButton(student.displayName!) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: completeButton(student.displayName!) })).toHaveCount(0);

  const token = await idTokenOf(student);
  expect((await api(token, 'GET', '/users/me')).body.role).toBe('alumni');
  const audit = await api(await idTokenOf(DEMO.admin), 'GET', `/audit-logs?userId=${student.uid}`);
  expect(audit.body.items).toContainEqual(
    expect.objectContaining({ type: 'role_change', previousRole: 'student', newRole: 'alumni', changedBy: DEMO.staff.uid }),
  );
  // Signed in again, the new alumnus lands in the alumni portal.
  const alumnus = await browser.newPage();
  await signIn(alumnus, student);
  await expect(alumnus).toHaveURL(/\/alumni$/);
});
