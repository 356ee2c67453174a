import type { ApplicationForm, Rubric } from '@sla/contract';
import { DYNAMERGE_FORM, DYNAMERGE_RUBRIC, STEPUP_FORM, STEPUP_RUBRIC } from './applicationForms.js';
import { localTimeInDays } from './zonedTime.js';

const TIME_ZONE = 'Africa/Nairobi';

export interface SeedProgramme {
  slug: string;
  name: string;
  summary: string;
  description: string;
  whoFor: string;
  howToApply: string;
  capacity: number;
  opensAt: Date;
  closesAt: Date;
  timeZone: string;
  form: ApplicationForm;
  rubric: Rubric;
}

/** Both programmes, both open: StepUp has taken applications for two months and closes in six weeks, Dynamerge closes in nine. */
export function seedProgrammes(now: Date): SeedProgramme[] {
  return [
    {
      slug: 'stepup-scholars',
      name: 'StepUp Scholars',
      summary:
        'A year of mentorship and hands-on research for secondary-school leavers and early undergraduates who are curious about science.',
      description: `StepUp Scholars is for young people at the very start of a life in science: the year after secondary school, or the first years of a degree. Over twelve months each scholar is paired with a mentor who works in research, joins a small cohort that meets online every fortnight, and spends real time on a real research project.

## What the year looks like

- **A mentor of your own.** Once a month you meet your mentor, one to one, to talk about your studies, your questions and your next steps. Mentors are researchers from across the continent and the diaspora who give their time freely.
- **Research, not just reading about it.** In the second half of the year you join a project led by one of our partner researchers: collecting data, cleaning it, making sense of it and presenting what you found.
- **A cohort to grow with.** Fortnightly online sessions on reading a scientific paper, asking a good research question, writing clearly and speaking about your work.
- **Data and equipment.** Every scholar receives a monthly mobile data bundle, and the loan of a laptop where they need one, so that cost is never the reason someone stops.

The programme is free. It ends with a short research presentation to your cohort, your mentor and, if you like, your family.`,
      whoFor: `StepUp Scholars is for you if you:

- finished secondary school in the last two years, or are in the first or second year of a university or college degree;
- live in an African country;
- are curious about science, technology, engineering, mathematics or health, whatever your grades so far;
- can give about four hours a week, mostly in the evenings or at weekends.

You do not need research experience, a famous referee or a laptop of your own. We especially welcome young women and people who are the first in their family to study beyond secondary school.`,
      howToApply: `1. **Create an account** on this site and choose *Apply*.
2. **Tell us about yourself** in a short form: what you have studied so far, and what you would like to learn.
3. **Answer two questions** in your own words, up to 300 words each: a question about the world you would like science to answer, and a time you worked something out for yourself.
4. **Submit before the deadline.** Your draft is saved as you go, so you can come back to it as often as you need.

We read every application. Shortlisted applicants are invited to a twenty-minute conversation by video or phone in the month after the deadline, and everyone hears from us either way.`,
      capacity: 40,
      opensAt: localTimeInDays(now, -60, '09:00', TIME_ZONE),
      closesAt: localTimeInDays(now, 42, '23:59', TIME_ZONE),
      timeZone: TIME_ZONE,
      form: STEPUP_FORM,
      rubric: STEPUP_RUBRIC,
    },
    {
      slug: 'dynamerge',
      name: 'Dynamerge',
      summary:
        'A leadership and collaboration fellowship for early-career researchers ready to lead teams, projects and ideas across borders.',
      description: `Dynamerge brings together early-career researchers from across the continent for nine months of leadership training and work in teams. Fellows collaborate across countries and disciplines, and leave with the skills, the confidence and the network to lead research of their own.

## What fellows do

- **Leadership labs.** Monthly online workshops on running a research team, supervising students, planning a budget, and handling disagreement well.
- **A project built together.** Teams of four or five fellows from different countries and fields design a joint study on a question that matters where they live, and write it up as a funding proposal.
- **Mentoring the next generation.** Each fellow mentors one StepUp scholar, because leading starts with helping someone else grow.
- **A week together.** The cohort meets in person once, for a residential week of workshops, team work and conversations with senior scientists.

Travel and accommodation for the residential week are paid for by the programme.`,
      whoFor: `Dynamerge is for researchers who:

- completed a master's degree or PhD in the last seven years, or are in the final year of a PhD;
- work at a university, research institute, hospital, government agency or non-profit in an African country;
- work in any field of the natural, health, engineering, data or social sciences;
- want to lead, and can give about five hours a week to the fellowship.

Time away from research to care for others does not count towards the seven years: tell us about it in your application.`,
      howToApply: `1. **Read this page** and note the dates of the residential week.
2. **Create an account** on this site, and start your application once the window opens.
3. **Describe a research question** you would like to work on with others (up to 500 words), and a time you led or organised something, in science or outside it (up to 300 words).
4. **Add a short CV** of two pages at most, and the name of one referee. We contact referees only if you are shortlisted.

Shortlisted applicants are interviewed by two members of our selection panel, by video.`,
      capacity: 24,
      opensAt: localTimeInDays(now, -45, '09:00', TIME_ZONE),
      closesAt: localTimeInDays(now, 63, '23:59', TIME_ZONE),
      timeZone: TIME_ZONE,
      form: DYNAMERGE_FORM,
      rubric: DYNAMERGE_RUBRIC,
    },
  ];
}
