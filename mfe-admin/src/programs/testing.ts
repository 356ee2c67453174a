import type { ProgramSettings } from '@sla/data';

/** A saved programme for specs: StepUp Scholars, closing 31 January 2027 at 23:59 Nairobi time. */
export function programSettings(overrides: Partial<ProgramSettings> = {}): ProgramSettings {
  return {
    id: 'p-stepup',
    slug: 'stepup-scholars',
    name: 'StepUp Scholars',
    summary: 'Mentoring and bursaries for secondary school leavers.',
    description: 'A year of mentoring.',
    whoFor: 'School leavers aged 17 to 21.',
    howToApply: 'Apply online.',
    status: 'active',
    opensAt: '2026-12-01T06:00:00.000Z',
    closesAt: '2027-01-31T20:59:00.000Z',
    timeZone: 'Africa/Nairobi',
    capacity: 40,
    form: {
      sections: [
        {
          id: 'about-you',
          title: 'About you',
          questions: [
            { id: 'full-name', type: 'short_text', label: 'Full name', required: true, maxLength: 120 },
            { id: 'motivation', type: 'long_text', label: 'Why do you want to join?', required: true, wordLimit: 300 },
          ],
        },
        {
          id: 'documents',
          title: 'Documents',
          questions: [
            { id: 'report', type: 'file', label: 'School report', required: false, accept: ['application/pdf'], maxSizeMb: 5 },
          ],
        },
      ],
    },
    rubric: {
      criteria: [
        { id: 'need', label: 'Need', weight: 2, scaleMin: 1, scaleMax: 5 },
        { id: 'motivation', label: 'Motivation', weight: 1, scaleMin: 1, scaleMax: 5 },
      ],
    },
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}
