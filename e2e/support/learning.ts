import { expect } from '@playwright/test';
import type { Cohort, ProgramSettings, StaffAssignment, StaffModule } from '@sla/contract';
import type { AssignmentInput, ModuleInput } from '@sla/contract/schemas';
import { api, DEMO, idTokenOf, newPerson, type Account } from './accounts.js';
import { newOpenProgramme, submittedApplication } from './programmes.js';

const DAY = 86_400_000;
const adminToken = () => idTokenOf(DEMO.admin);

export interface Enrolment {
  programme: ProgramSettings;
  cohort: Cohort;
  student: Account;
}

/**
 * A programme and cohort of the test's own and a new person who applies and is accepted by the demo admin, released
 * at once: the acceptance itself makes them a student and puts them in the cohort that takes new students.
 */
export async function enrolledStudent(): Promise<Enrolment> {
  const programme = await newOpenProgramme();
  const admin = await adminToken();
  const created = await api(admin, 'POST', `/programs/${programme.id}/cohorts`, {
    name: `${programme.name} cohort`,
    startsOn: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10),
    endsOn: new Date(Date.now() + 300 * DAY).toISOString().slice(0, 10),
    acceptingStudents: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const person = await newPerson({ displayName: `Scholar ${Date.now() % 100000}` });
  const { id } = await submittedApplication(await idTokenOf(person), programme);
  const decided = await api(admin, 'POST', `/review/applications/${id}/decision`, { decision: 'accepted' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return { programme, cohort: created.body as Cohort, student: { ...person, role: 'student' } };
}

export async function newModule(cohortId: string, change: Partial<ModuleInput> = {}): Promise<StaffModule> {
  const created = await api(await adminToken(), 'POST', `/cohorts/${cohortId}/modules`, {
    title: 'Getting started',
    body: 'Read **this** first.',
    links: [],
    opensAt: new Date(Date.now() - DAY).toISOString(),
    ...change,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as StaffModule;
}

export async function newAssignment(cohortId: string, change: Partial<AssignmentInput> = {}): Promise<StaffAssignment> {
  const created = await api(await adminToken(), 'POST', `/cohorts/${cohortId}/assignments`, {
    title: 'A first essay',
    instructions: 'Write about your research interest.',
    moduleId: null,
    dueAt: new Date(Date.now() + 7 * DAY).toISOString(),
    fileTypes: ['application/pdf'],
    maxFileMb: 2,
    textAnswer: true,
    lateAccepted: false,
    maxPoints: 20,
    ...change,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as StaffAssignment;
}

/** Pairs the student with `mentor` through the staff endpoint, as the cohort screen does. */
export async function pairMentor(cohortId: string, student: Account, mentor: Account): Promise<void> {
  const paired = await api(await adminToken(), 'PUT', `/cohorts/${cohortId}/members/${student.uid}/mentor`, {
    mentorUid: mentor.uid,
  });
  expect(paired.status, JSON.stringify(paired.body)).toBe(200);
}
