import type { Mentee, MentorCheckin, MentorMessage, Mentorship, MentorTask } from '@sla/data';

/** Test data for the mentorship panel: realistic defaults, each overridable. */

export function message(id: string, body: string, extra: Partial<MentorMessage> = {}): MentorMessage {
  return {
    id,
    authorUid: 'u-mentor',
    authorName: 'Grace Okafor',
    body,
    sentAt: '2027-03-02T09:30:00.000Z',
    mine: false,
    ...extra,
  };
}

export function task(id: string, title: string, extra: Partial<MentorTask> = {}): MentorTask {
  return { id, title, doneAt: null, createdAt: '2027-03-01T10:00:00.000Z', ...extra };
}

export function checkin(id: string, metOn: string, notes: string, extra: Partial<MentorCheckin> = {}): MentorCheckin {
  return {
    id,
    authorUid: 'u-mentor',
    authorName: 'Grace Okafor',
    metOn,
    notes,
    nextSteps: '',
    createdAt: `${metOn}T18:00:00.000Z`,
    ...extra,
  };
}

export function mentorship(extra: Partial<Mentorship> = {}): Mentorship {
  return {
    id: 'ms-1',
    student: { uid: 'u-fatou', displayName: 'Fatou Diallo', role: 'student' },
    mentor: {
      uid: 'u-mentor',
      displayName: 'Grace Okafor',
      role: 'staff',
      email: 'grace@example.org',
      headline: 'Research fellow in plant genetics',
    },
    cohortName: 'StepUp Scholars 2027',
    pairedAt: '2027-02-15T10:00:00.000Z',
    you: 'student',
    tasks: [],
    checkins: [],
    unreadMessages: 0,
    endedAt: null,
    endedBy: null,
    endNote: null,
    ...extra,
  };
}

export function mentee(mentorshipId: string, name: string | null, extra: Partial<Mentee> = {}): Mentee {
  return {
    mentorshipId,
    student: { uid: `u-${mentorshipId}`, displayName: name, role: 'student' },
    cohortName: 'StepUp Scholars 2027',
    pairedAt: '2027-02-15T10:00:00.000Z',
    unreadMessages: 0,
    lastMessageAt: null,
    openTasks: 0,
    ...extra,
  };
}

/** A mentorship as its mentor (the acting staff member) opens it. */
export function mentorsMentorship(extra: Partial<Mentorship> = {}): Mentorship {
  return {
    id: 'ms-1',
    student: { uid: 'u-fatou', displayName: 'Fatou Diallo', role: 'student' },
    mentor: { uid: 'acting-user', displayName: 'Acting User', role: 'staff', email: 'acting@example.org', headline: null },
    cohortName: 'StepUp Scholars 2027',
    pairedAt: '2027-02-15T10:00:00.000Z',
    you: 'mentor',
    tasks: [],
    checkins: [],
    unreadMessages: 0,
    endedAt: null,
    endedBy: null,
    endNote: null,
    ...extra,
  };
}
