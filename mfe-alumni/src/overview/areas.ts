import { t } from '@sla/i18n';
import type { CardLink } from '@sla/ui';

/** Messages' card text: with how many are unread when that is known. */
export function messagesDescription(unread: number | null): string {
  if (unread === null) return t('Conversations with other alumni.');
  if (unread === 0) return t('Conversations with other alumni. No unread messages.');
  return t('Conversations with other alumni. {count, plural, one {# unread message} other {# unread messages}}.', {
    count: unread,
  });
}

/**
 * The overview's cards, in the order of the portal's tabs. My profile is for profile owners only (alumni; staff and
 * admins manage profiles instead); the others are filtered by what the role may open. Made while rendering, in the
 * page's language.
 */
export function alumniAreas(unread: number | null): CardLink[] {
  return [
    { to: '/alumni/profile', title: t('My profile'), description: t('What other alumni can see about you.') },
    {
      to: '/alumni/directory',
      title: t('Directory'),
      description: t('Find alumni by programme, year, field and country.'),
    },
    { to: '/alumni/messages', title: t('Messages'), description: messagesDescription(unread) },
    { to: '/alumni/stories', title: t('Stories'), description: t('Share where your path has taken you.') },
    {
      to: '/alumni/mentees',
      title: t('My mentees'),
      description: t('Students you mentor: messages, agreed tasks and check-ins.'),
    },
    {
      to: '/alumni/manage',
      title: t('Alumni profiles'),
      description: t('Look after alumni profiles: correct, hide and answer reports.'),
    },
  ];
}
