import type { Mentee, Mentorship } from '@sla/data';

/** Test data for the mentee screens: realistic defaults, each overridable. */

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
    ...extra,
  };
}
