import type { LearningFileType, ModuleLink } from '@sla/contract';

/** A module of the demo cohorts: `opensInDays` from the seeding day (negative: already open). */
export interface SeedModule {
  key: string;
  title: string;
  body: string;
  links: ModuleLink[];
  opensInDays: number;
  /** A PDF handout attached to the module, by title. */
  handout?: string;
}

/** An assignment of the demo cohorts, due `dueInDays` from the seeding day at 17:00 in the programme's time zone. */
export interface SeedAssignment {
  key: string;
  module: string | null;
  title: string;
  instructions: string;
  dueInDays: number;
  fileTypes: LearningFileType[];
  maxFileMb: number;
  textAnswer: boolean;
  lateAccepted: boolean;
  maxPoints: number;
}

const PDF: LearningFileType[] = ['application/pdf'];

/** The same programme year for both cohorts, told in the programme's own words: modules a week or two apart. */
export const SEED_MODULES: SeedModule[] = [
  {
    key: 'orientation',
    title: 'Welcome and orientation',
    opensInDays: -50,
    handout: 'Programme handbook',
    links: [{ label: 'How mentoring works', url: 'https://scientistleaders.africa/get-involved' }],
    body: `## Welcome to your programme year

This first module sets out how the year works: the rhythm of modules and assignments, how feedback reaches you,
and what your mentor is there for.

### This week

1. Read the programme handbook (attached below).
2. Introduce yourself to your mentor through the **Mentor** page.
3. Write down two goals for the year; you will come back to them in your first check-in.

> Ask early, ask often. Nobody expects you to know how everything works yet.`,
  },
  {
    key: 'research-questions',
    title: 'Asking a good research question',
    opensInDays: -36,
    links: [{ label: 'FINER criteria (overview)', url: 'https://en.wikipedia.org/wiki/Research_question' }],
    body: `## From curiosity to a question you can answer

A good research question is **feasible**, **interesting**, **novel**, **ethical** and **relevant**. In this module
you take something you are curious about and sharpen it until a year of work could answer it.

- Start broad: what problem in your community or field keeps you thinking?
- Narrow down: who, where, what exactly, measured how?
- Test it: could you explain in two sentences why the answer matters?`,
  },
  {
    key: 'reading-literature',
    title: 'Reading the literature efficiently',
    opensInDays: -22,
    links: [],
    body: `## Read less, understand more

Most papers do not need to be read from the first line to the last. Learn the three-pass method: the abstract and
figures first, then the argument, and only then the methods in detail.

Keep a simple reading log: the question the paper asks, its answer, how sure you are, and what it changes for your
own question.`,
  },
  {
    key: 'scientific-writing',
    title: 'Scientific writing that people read',
    opensInDays: -8,
    handout: 'Writing checklist',
    links: [],
    body: `## Clear writing is clear thinking

This module covers the structure of a short research proposal: background, question, approach, expected results
and why they matter. Use the checklist attached to review your own draft before you hand it in.`,
  },
  {
    key: 'leading-teams',
    title: 'Leading a small team',
    opensInDays: 6,
    links: [],
    body: `## Leadership starts with a team of three

How to run a meeting that ends with decisions, how to give and receive feedback, and how to share credit.`,
  },
  {
    key: 'public-engagement',
    title: 'Talking about your science in public',
    opensInDays: 20,
    links: [],
    body: `## Your research, in plain words

Practise explaining your work to a secondary school class, a journalist and a policymaker.`,
  },
];

export const SEED_ASSIGNMENTS: SeedAssignment[] = [
  {
    key: 'goals',
    module: 'orientation',
    title: 'Your goals for the year',
    instructions: 'Write two goals for the programme year and, for each, how you will know you reached it.',
    dueInDays: -40,
    fileTypes: [],
    maxFileMb: 10,
    textAnswer: true,
    lateAccepted: true,
    maxPoints: 10,
  },
  {
    key: 'question-draft',
    module: 'research-questions',
    title: 'First draft of your research question',
    instructions:
      'Hand in your research question and a paragraph on why it matters, as a PDF of at most one page, or typed below.',
    dueInDays: -26,
    fileTypes: PDF,
    maxFileMb: 5,
    textAnswer: true,
    lateAccepted: false,
    maxPoints: 20,
  },
  {
    key: 'reading-log',
    module: 'reading-literature',
    title: 'Reading log: three papers',
    instructions: 'Fill in the reading log for three papers close to your question. A PDF or a photo of your notes is fine.',
    dueInDays: -12,
    fileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxFileMb: 10,
    textAnswer: false,
    lateAccepted: true,
    maxPoints: 20,
  },
  {
    key: 'reflection',
    module: null,
    title: 'Mid-term reflection',
    instructions: 'In 300 words or fewer: what has surprised you so far, and what will you do differently next term?',
    dueInDays: 2,
    fileTypes: [],
    maxFileMb: 10,
    textAnswer: true,
    lateAccepted: false,
    maxPoints: 10,
  },
  {
    key: 'proposal',
    module: 'scientific-writing',
    title: 'Short research proposal',
    instructions: 'Two pages at most, following the structure of the module. Hand in a PDF.',
    dueInDays: 9,
    fileTypes: PDF,
    maxFileMb: 10,
    textAnswer: false,
    lateAccepted: false,
    maxPoints: 50,
  },
  {
    key: 'team-plan',
    module: 'leading-teams',
    title: 'A plan for your first team meeting',
    instructions: 'An agenda for a one-hour meeting with two peers, with the decision you want at the end.',
    dueInDays: 23,
    fileTypes: PDF,
    maxFileMb: 10,
    textAnswer: true,
    lateAccepted: true,
    maxPoints: 20,
  },
];
