import type { ApplicationForm, Rubric } from '@sla/contract';

const COUNTRIES = [
  'Cameroon',
  'Ethiopia',
  'Ghana',
  'Kenya',
  'Malawi',
  'Nigeria',
  'Rwanda',
  'Senegal',
  'South Africa',
  'Tanzania',
  'Uganda',
  'Zambia',
  'Zimbabwe',
  'Another country in Africa',
];

/** StepUp Scholars' form: the four steps its How to apply page describes, every question type. */
export const STEPUP_FORM: ApplicationForm = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      description: 'A few details so we know who you are and where you live.',
      questions: [
        { id: 'preferred_name', type: 'short_text', label: 'What should we call you?', required: true, maxLength: 80 },
        { id: 'date_of_birth', type: 'date', label: 'Date of birth', required: true },
        { id: 'country', type: 'choice', label: 'Which country do you live in?', required: true, options: COUNTRIES },
      ],
    },
    {
      id: 'studies',
      title: 'Your studies',
      description: 'Where you are now. There are no wrong answers: we welcome every path into science.',
      questions: [
        {
          id: 'stage',
          type: 'choice',
          label: 'Where are you in your studies?',
          required: true,
          options: ['Finished secondary school', 'First year of a degree', 'Second year of a degree'],
        },
        { id: 'school', type: 'short_text', label: 'Your school, college or university', required: true, maxLength: 150 },
        {
          id: 'subjects',
          type: 'choice',
          label: 'Which subjects interest you most?',
          help: 'Tick as many as you like.',
          required: true,
          multiple: true,
          options: [
            'Biology',
            'Chemistry',
            'Physics',
            'Mathematics',
            'Computer science',
            'Engineering',
            'Health sciences',
            'Environmental science',
            'Agriculture',
          ],
        },
      ],
    },
    {
      id: 'in_your_words',
      title: 'In your own words',
      description: 'Write as you would speak. We read for ideas, not for perfect English.',
      questions: [
        {
          id: 'science_question',
          type: 'long_text',
          label: 'What question about the world would you like science to answer?',
          required: true,
          wordLimit: 300,
        },
        {
          id: 'worked_out',
          type: 'long_text',
          label: 'Tell us about a time you worked something out for yourself.',
          required: true,
          wordLimit: 300,
        },
      ],
    },
    {
      id: 'documents',
      title: 'Results and time',
      questions: [
        {
          id: 'results',
          type: 'file',
          label: 'Your latest school or university results',
          help: 'A PDF or a clear photo. Optional.',
          required: false,
          accept: ['application/pdf', 'image/png', 'image/jpeg'],
          maxSizeMb: 5,
        },
        {
          id: 'hours',
          type: 'choice',
          label: 'Can you give about four hours a week?',
          required: true,
          options: ['Yes', 'Not sure yet'],
        },
      ],
    },
  ],
};

/** Dynamerge's form: a research question, leadership, a CV and a referee, who is asked for a letter (decision 0042). */
export const DYNAMERGE_FORM: ApplicationForm = {
  // Due when the application window closes.
  references: { count: 1, dueAt: null },
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'preferred_name', type: 'short_text', label: 'What should we call you?', required: true, maxLength: 80 },
        { id: 'country', type: 'choice', label: 'Which country do you work in?', required: true, options: COUNTRIES },
        {
          id: 'institution',
          type: 'short_text',
          label: 'Your university, institute or organisation',
          required: true,
          maxLength: 200,
        },
      ],
    },
    {
      id: 'research',
      title: 'Your research',
      questions: [
        {
          id: 'degree',
          type: 'choice',
          label: 'Your highest degree',
          required: true,
          options: ["Master's degree", 'PhD', 'PhD, in its final year'],
        },
        { id: 'degree_date', type: 'date', label: 'When did you complete it (or when will you)?', required: true },
        { id: 'field', type: 'short_text', label: 'Your field, in a few words', required: true, maxLength: 120 },
        {
          id: 'career_break',
          type: 'long_text',
          label: 'Time away from research to care for others (optional)',
          help: 'It does not count towards the seven years.',
          required: false,
          wordLimit: 100,
        },
      ],
    },
    {
      id: 'in_your_words',
      title: 'In your own words',
      questions: [
        {
          id: 'research_question',
          type: 'long_text',
          label: 'Describe a research question you would like to work on with others.',
          required: true,
          wordLimit: 500,
        },
        {
          id: 'leadership',
          type: 'long_text',
          label: 'Tell us about a time you led or organised something, in science or outside it.',
          required: true,
          wordLimit: 300,
        },
      ],
    },
    {
      id: 'documents',
      title: 'CV and referee',
      questions: [
        {
          id: 'cv',
          type: 'file',
          label: 'Your CV (two pages at most)',
          required: true,
          accept: ['application/pdf'],
          maxSizeMb: 2,
        },
        {
          id: 'referee',
          type: 'short_text',
          label: 'Name and e-mail address of one referee',
          help: 'We contact referees only if you are shortlisted.',
          required: true,
          maxLength: 200,
        },
      ],
    },
  ],
};

const criterion = (id: string, label: string, weight: number, guidance: string) => ({
  id,
  label,
  weight,
  guidance,
  scaleMin: 1,
  scaleMax: 5,
});

export const STEPUP_RUBRIC: Rubric = {
  criteria: [
    criterion(
      'curiosity',
      'Curiosity',
      3,
      'Asks real questions and wants to find things out; 5 = a question you keep thinking about.',
    ),
    criterion('initiative', 'Initiative', 2, 'Has worked something out on their own, in school or outside it.'),
    criterion('clarity', 'Clarity of thought', 2, 'Explains an idea so that it can be followed. Not the quality of the English.'),
    criterion('commitment', 'Commitment', 2, 'Understands what the year asks and can make the time.'),
    criterion('reach', 'Reach', 1, 'Would gain most from the programme: first in family, few opportunities so far.'),
  ],
};

export const DYNAMERGE_RUBRIC: Rubric = {
  criteria: [
    criterion(
      'question',
      'Research question',
      3,
      'Matters where the applicant lives, and is better answered together than alone.',
    ),
    criterion('leadership', 'Leadership', 3, 'Has brought people together and helped them do good work.'),
    criterion('collaboration', 'Collaboration across borders', 2, 'Open to working with people from other countries and fields.'),
    criterion('track_record', 'Track record', 1, 'Research done so far, for the stage of their career.'),
  ],
};

/** Each programme's form and rubric, by slug. */
export const PROGRAMME_FORMS: Record<string, { form: ApplicationForm; rubric: Rubric }> = {
  'stepup-scholars': { form: STEPUP_FORM, rubric: STEPUP_RUBRIC },
  dynamerge: { form: DYNAMERGE_FORM, rubric: DYNAMERGE_RUBRIC },
};
