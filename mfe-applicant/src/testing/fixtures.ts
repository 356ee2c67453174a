import type { Application, ApplicationForm, ApplicationSummary, ProgramSettings, UploadedFile } from '@sla/data';

/** Far ahead, so the window is open whenever the tests run. 20:59 UTC is 23:59 in Nairobi. */
export const CLOSES_AT = '2099-01-31T20:59:00.000Z';

/** Four steps: three sections and the review. */
export const FORM: ApplicationForm = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      description: 'Tell us who you are.',
      questions: [
        { id: 'name', type: 'short_text', label: 'Full name', required: true, maxLength: 80 },
        { id: 'born', type: 'date', label: 'Date of birth', required: true },
        { id: 'school', type: 'short_text', label: 'School', required: false },
      ],
    },
    {
      id: 'story',
      title: 'Your story',
      questions: [
        { id: 'essay', type: 'long_text', label: 'Why do you want to join?', required: true, wordLimit: 10 },
        { id: 'track', type: 'choice', label: 'Which track?', required: true, options: ['Research', 'Leadership'] },
        {
          id: 'interests',
          type: 'choice',
          label: 'Interests',
          required: false,
          multiple: true,
          options: ['Biology', 'Physics', 'Maths'],
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      questions: [
        { id: 'transcript', type: 'file', label: 'School transcript', required: true, accept: ['application/pdf'], maxSizeMb: 2 },
      ],
    },
  ],
};

export const STEPUP = { id: 'p-stepup', slug: 'stepup-scholars', name: 'StepUp Scholars' };
export const DYNAMERGE = { id: 'p-dyn', slug: 'dynamerge', name: 'Dynamerge' };

export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    program: STEPUP,
    form: FORM,
    status: 'draft',
    decision: null,
    answers: {},
    files: [],
    timeline: [{ type: 'started', at: '2026-01-10T09:00:00.000Z', text: 'Started' }],
    closesAt: CLOSES_AT,
    timeZone: 'Africa/Nairobi',
    canEdit: true,
    canWithdraw: true,
    resumeStep: 1,
    submittedAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function uploaded(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: 'file-1',
    questionId: 'transcript',
    name: 'transcript.pdf',
    type: 'application/pdf',
    size: 348_160,
    uploadedAt: '2026-01-11T09:00:00.000Z',
    ...overrides,
  };
}

/** A draft with every required answer given. */
export function completeApplication(overrides: Partial<Application> = {}): Application {
  return application({
    answers: {
      name: 'Amani Njoroge',
      born: '2008-03-14',
      school: '',
      essay: 'I want to learn how research works.',
      track: 'Research',
      interests: ['Biology', 'Maths'],
      transcript: 'file-1',
    },
    files: [uploaded()],
    ...overrides,
  });
}

export function summary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: 'app-1',
    program: STEPUP,
    status: 'draft',
    decision: null,
    closesAt: CLOSES_AT,
    timeZone: 'Africa/Nairobi',
    submittedAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function programme(overrides: Partial<ProgramSettings> = {}): ProgramSettings {
  return {
    ...STEPUP,
    summary: 'Mentorship and research training.',
    description: '',
    whoFor: '',
    howToApply: '',
    status: 'active',
    opensAt: '2026-01-01T00:00:00.000Z',
    closesAt: CLOSES_AT,
    timeZone: 'Africa/Nairobi',
    capacity: 40,
    form: FORM,
    rubric: { criteria: [] },
    createdAt: '2025-12-01T00:00:00.000Z',
    updatedAt: '2025-12-01T00:00:00.000Z',
    ...overrides,
  };
}
