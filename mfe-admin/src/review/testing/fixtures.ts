import type { ProgramSettings, QueueItem, Review, Reviewer, StaffApplication } from '@sla/data';

/** Test data for the review screens: realistic defaults, each overridable. */

export const STEPUP = { id: 'prog-stepup', slug: 'stepup-scholars', name: 'StepUp Scholars' };
export const DYNAMERGE = { id: 'prog-dynamerge', slug: 'dynamerge', name: 'Dynamerge' };

export function programSettings(ref: { id: string; slug: string; name: string }): ProgramSettings {
  return {
    ...ref,
    summary: `${ref.name} summary`,
    description: '',
    whoFor: '',
    howToApply: '',
    status: 'active',
    opensAt: null,
    closesAt: null,
    timeZone: 'Africa/Lagos',
    capacity: null,
    form: { sections: [] },
    rubric: { criteria: [] },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export function queueItem(id: string, name: string | null, extra: Partial<QueueItem> = {}): QueueItem {
  return {
    id,
    applicant: { uid: `u-${id}`, displayName: name, email: `${id}@example.org` },
    program: STEPUP,
    status: 'under_review',
    decision: null,
    decisionReleaseAt: null,
    submittedAt: '2025-03-03T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    reviewers: 3,
    reviewsSubmitted: 2,
    averageScore: 71.6,
    ...extra,
  };
}

export const RUBRIC: StaffApplication['rubric'] = {
  criteria: [
    { id: 'motivation', label: 'Motivation', guidance: 'Why this programme, why now?', weight: 2, scaleMin: 1, scaleMax: 5 },
    { id: 'potential', label: 'Potential', weight: 1, scaleMin: 0, scaleMax: 10 },
  ],
};

export const FORM: StaffApplication['form'] = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'school', type: 'short_text', label: 'Your school', required: true },
        { id: 'born', type: 'date', label: 'Date of birth', required: true },
        {
          id: 'interests',
          type: 'choice',
          label: 'Fields you like',
          required: false,
          options: ['Biology', 'Physics', 'Maths'],
          multiple: true,
        },
      ],
    },
    {
      id: 'essay',
      title: 'Your story',
      description: 'Tell us in your own words.',
      questions: [
        { id: 'why', type: 'long_text', label: 'Why do you apply?', required: true, wordLimit: 300 },
        { id: 'transcript', type: 'file', label: 'School transcript', required: true, accept: ['application/pdf'] },
        { id: 'extra', type: 'short_text', label: 'Anything else?', required: false },
      ],
    },
  ],
};

export function review(reviewerUid: string, reviewerName: string, extra: Partial<Review> = {}): Review {
  return {
    reviewerUid,
    reviewerName,
    scores: { motivation: 4, potential: 6 },
    weightedScore: 70,
    comment: 'Strong essay.\n\nClear plans.',
    recommendation: 'accept',
    submittedAt: '2025-03-05T09:30:00.000Z',
    ...extra,
  };
}

export function staffApplication(extra: Partial<StaffApplication> = {}): StaffApplication {
  return {
    id: 'app-1',
    applicant: { uid: 'u-fatou', displayName: 'Fatou Diallo', email: 'fatou@example.org' },
    program: STEPUP,
    form: FORM,
    rubric: RUBRIC,
    status: 'under_review',
    decision: null,
    decisionReleaseAt: null,
    answers: {
      school: 'Lycée de Dakar',
      born: '2008-05-17',
      interests: ['Biology', 'Maths'],
      why: 'I love science.\nEspecially cells.\n\nI want to teach.',
      transcript: 'file-1',
      extra: null,
    },
    files: [
      {
        id: 'file-1',
        questionId: 'transcript',
        name: 'transcript.pdf',
        type: 'application/pdf',
        size: 348_160,
        uploadedAt: '2025-03-02T10:00:00.000Z',
      },
    ],
    timeline: [
      { type: 'started', at: '2025-03-01T10:00:00.000Z', text: 'Started' },
      { type: 'submitted', at: '2025-03-03T12:00:00.000Z', text: 'Submitted' },
    ],
    submittedAt: '2025-03-03T12:00:00.000Z',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    reviewers: [
      { reviewerUid: 'u-amara', reviewerName: 'Amara Okafor', assignedAt: '2025-03-04T08:00:00.000Z', reviewSubmitted: true },
      { reviewerUid: 'acting-user', reviewerName: 'Acting User', assignedAt: '2025-03-04T08:00:00.000Z', reviewSubmitted: false },
    ],
    myReview: null,
    assignedToMe: false,
    studentRole: 'not_applicable',
    studentRoleMessage: null,
    reviews: [review('u-amara', 'Amara Okafor')],
    ...extra,
  };
}

export function reviewer(uid: string, displayName: string | null): Reviewer {
  return { uid, displayName, email: `${uid}@example.org` };
}
