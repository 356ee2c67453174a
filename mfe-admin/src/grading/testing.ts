import type { Cohort, GradingItem, StaffAssignment, StaffSubmission } from '@sla/data';

/** Test data for the grading screens: realistic defaults, each overridable. */

export function cohort(id: string, name: string, extra: Partial<Cohort> = {}): Cohort {
  return {
    id,
    programId: 'prog-stepup',
    programName: 'StepUp Scholars',
    timeZone: 'Africa/Lagos',
    name,
    startsOn: '2027-01-10',
    endsOn: '2027-12-10',
    acceptingStudents: true,
    activeMembers: 20,
    completedMembers: 0,
    ...extra,
  };
}

export function assignment(id: string, title: string, extra: Partial<StaffAssignment> = {}): StaffAssignment {
  return {
    id,
    cohortId: 'cohort-2027',
    moduleId: null,
    moduleTitle: null,
    title,
    instructions: '',
    dueAt: '2027-03-01T22:59:00.000Z',
    fileTypes: ['application/pdf'],
    maxFileMb: 10,
    textAnswer: true,
    lateAccepted: true,
    maxPoints: 20,
    rubric: null,
    counts: { submitted: 1, graded: 0, returned: 0 },
    rubricLocked: false,
    updatedAt: '2027-01-10T10:00:00.000Z',
    ...extra,
  };
}

export function gradingItem(submissionId: string, name: string | null, extra: Partial<GradingItem> = {}): GradingItem {
  return {
    submissionId,
    assignmentId: 'as-essay',
    assignmentTitle: 'Research question essay',
    cohortId: 'cohort-2027',
    cohortName: 'StepUp Scholars 2027',
    student: { uid: `u-${submissionId}`, displayName: name },
    state: 'submitted',
    late: false,
    attempt: 1,
    submittedAt: '2027-02-27T12:00:00.000Z',
    dueAt: '2027-03-01T22:59:00.000Z',
    timeZone: 'Africa/Lagos',
    grade: null,
    maxPoints: 20,
    ...extra,
  };
}

export function staffSubmission(extra: Partial<StaffSubmission> = {}): StaffSubmission {
  return {
    ...gradingItem('sub-1', 'Fatou Diallo'),
    text: 'My question is how drought changes maize roots.\n\nI will read three papers.',
    files: [{ id: 'f-1', name: 'essay.pdf', type: 'application/pdf', size: 2048, uploadedAt: '2027-02-27T11:58:00.000Z' }],
    feedback: '',
    markedAt: null,
    markedByName: null,
    instructionsHtml: '<p>Write <strong>one page</strong> on your research question.</p>',
    textAnswer: true,
    rubric: null,
    marks: null,
    gradeHistory: [],
    ...extra,
  };
}
