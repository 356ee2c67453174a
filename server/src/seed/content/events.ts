export interface SeedEvent {
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  location: string;
  /** Days from seeding, local time of day, and the zone it is announced in. */
  inDays: number;
  startsAt: string;
  durationMinutes: number;
  timeZone: string;
  status?: 'draft';
}

/** Five events to come, one past (for the "past events" list) and one draft (never shown). */
export const SEED_EVENTS: SeedEvent[] = [
  {
    slug: 'stepup-information-session',
    title: 'StepUp Scholars information session',
    summary: 'An hour online to hear how StepUp works and ask anything about applying, with two of this year’s scholars.',
    body: `Thinking about applying to StepUp Scholars? Join us for an hour online.

We will explain how the year works, what mentors do, and what we look for in an application. Two current scholars will talk about their first months and answer your questions honestly.

- Designed to work on a phone, with your camera off.
- Notes and a recording will be shared afterwards for anyone who cannot join.

To receive the link, send us a message through the Contact page with "information session" in it.`,
    location: 'Online',
    inDays: 9,
    startsAt: '16:00',
    durationMinutes: 60,
    timeZone: 'Africa/Nairobi',
  },
  {
    slug: 'application-writing-clinic',
    title: 'Application writing clinic',
    summary: 'Bring a draft of your StepUp answers and get friendly, practical feedback from our alumni.',
    body: `Writing about yourself is hard. In this clinic, StepUp alumni will work with small groups of applicants on their answers to the two application questions.

You do not need a finished draft. A few sentences, or even just notes, are enough to start. We will talk about being specific, using your own voice, and explaining your thinking.

Places are limited so that every group stays small. Register on this page: you will get a confirmation e-mail with a calendar file, and a reminder the day before.`,
    location: 'Online',
    inDays: 20,
    startsAt: '15:00',
    durationMinutes: 90,
    timeZone: 'Africa/Nairobi',
  },
  {
    slug: 'dynamerge-launch-webinar',
    title: 'Dynamerge launch webinar',
    summary:
      'On the day applications open, meet past fellows and the selection panel, and ask your questions about the fellowship.',
    body: `Applications for Dynamerge open today. Join past fellows and members of our selection panel to hear what the fellowship involves and how teams are formed.

We will cover:

1. The leadership labs and the residential week.
2. How collaborative projects are chosen and run.
3. What makes a strong application, and common mistakes to avoid.

There will be plenty of time for questions. A recording will be available afterwards on request.`,
    location: 'Online',
    inDays: 21,
    startsAt: '14:00',
    durationMinutes: 75,
    timeZone: 'Africa/Nairobi',
  },
  {
    slug: 'mentor-orientation-evening',
    title: 'Mentor orientation evening',
    summary:
      'For new and prospective mentors: what the role involves, how matching works, and what experienced mentors have learned.',
    body: `If you have offered to mentor a StepUp scholar, or are thinking about it, this evening is for you.

Experienced mentors will share what a good first conversation looks like, how to support a scholar who is struggling, and how to keep the relationship going across time zones and busy months. Our programme team will explain how we match mentors with scholars.

Mentors from anywhere in the world are welcome.`,
    location: 'Online',
    inDays: 35,
    startsAt: '18:00',
    durationMinutes: 60,
    timeZone: 'Africa/Nairobi',
  },
  {
    slug: 'alumni-and-friends-kigali',
    title: 'Alumni and friends evening, Kigali',
    summary:
      'An informal evening for our alumni, mentors and friends in Kigali: one long table, good food, and good conversation.',
    body: `After our evening in Nairobi, we are bringing alumni and friends together in Kigali.

There are no speeches: just a meal, a long table, and a chance to meet people working on questions like yours. Alumni of both programmes, mentors, partners and anyone curious about our work are welcome.

The venue will be shared with everyone who registers. Write to us through the Contact page to reserve a seat, and tell us about any dietary needs.`,
    location: 'Kigali, Rwanda',
    inDays: 49,
    startsAt: '17:30',
    durationMinutes: 180,
    timeZone: 'Africa/Kigali',
  },
  {
    slug: 'research-poster-afternoon-lagos',
    title: 'Research poster afternoon, Lagos',
    summary: 'StepUp scholars presented their projects to families, teachers and researchers.',
    body: `Scholars from the last cohort presented posters on their research projects, from water quality to mobile networks, to an audience of families, teachers and researchers. Thank you to everyone who came and asked such good questions.`,
    location: 'Lagos, Nigeria',
    inDays: -21,
    startsAt: '14:00',
    durationMinutes: 180,
    timeZone: 'Africa/Lagos',
  },
  {
    slug: 'funders-briefing',
    title: 'Funders briefing',
    summary: 'Draft: date and format to be confirmed.',
    body: 'To be confirmed.',
    location: 'Online',
    inDays: 60,
    startsAt: '11:00',
    durationMinutes: 60,
    timeZone: 'Africa/Nairobi',
    status: 'draft',
  },
];
