import type { CardLink } from '@sla/ui';

/** Messages' card text: with how many are unread when that is known. */
export function messagesDescription(unread: number | null): string {
  const base = 'Conversations with other alumni.';
  if (unread === null) return base;
  if (unread === 0) return `${base} No unread messages.`;
  return `${base} ${unread === 1 ? '1 unread message' : `${unread} unread messages`}.`;
}

/**
 * The overview's cards, in the order of the portal's tabs. My profile is for profile owners only (alumni; staff and
 * admins manage profiles instead); the others are filtered by what the role may open.
 */
export function alumniAreas(unread: number | null): CardLink[] {
  return [
    { to: '/alumni/profile', title: 'My profile', description: 'What other alumni can see about you.' },
    { to: '/alumni/directory', title: 'Directory', description: 'Find alumni by programme, year, field and country.' },
    { to: '/alumni/messages', title: 'Messages', description: messagesDescription(unread) },
    { to: '/alumni/stories', title: 'Stories', description: 'Share where your path has taken you.' },
    { to: '/alumni/mentees', title: 'My mentees', description: 'Students you mentor: messages, agreed tasks and check-ins.' },
    {
      to: '/alumni/manage',
      title: 'Alumni profiles',
      description: 'Look after alumni profiles: correct, hide and answer reports.',
    },
  ];
}
