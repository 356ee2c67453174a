import type { AlumniCard, AlumniProfileView, ProfileAudience, ProfileField, ProfilePhoto } from '@sla/contract';
import { fieldShownTo } from '@sla/contract/schemas';
import { hasPermission, type Role } from '@sla/permissions';
import type { AlumniProfileRow } from '../../db/schema.js';

/** The address of a photo size: whoever is given it may load it, so only viewers allowed the photo are given it. */
export const photoUrl = (photoId: string, size: 'small' | 'large') => `/api/alumni/photos/${photoId}/${size}.webp`;

export function photoOf(photoId: string | null): ProfilePhoto | null {
  return photoId ? { small: photoUrl(photoId, 'small'), large: photoUrl(photoId, 'large') } : null;
}

/**
 * Which audience a caller is, looking at someone else's profile: staff who manage profiles see what is shown to staff
 * (admins too), members of the network what is shown to alumni; anyone else only what is public.
 */
export function audienceOf(role: Role | null | undefined): Exclude<ProfileAudience, 'self'> {
  if (hasPermission(role, 'manage_alumni_profiles')) return 'staff';
  if (hasPermission(role, 'network_with_alumni')) return 'alumni';
  return 'public';
}

/** What the viewer may do beside seeing: worked out by the caller from blocks, conversations and openness. */
export interface ViewerRelation {
  canMessage: boolean;
  blockedByMe: boolean;
  conversationId: string | null;
}

const NO_RELATION: ViewerRelation = { canMessage: false, blockedByMe: false, conversationId: null };

/**
 * A profile as one audience may see it: every field whose visibility does not reach the audience is null, here,
 * before anything is sent. Every answer about someone else's profile goes through this function (decision 0023).
 */
/** Names the profile row refers to by id, looked up by the query that read it. */
export interface ProfileNames {
  programName: string | null;
  /** Who hid the profile, when staff did. */
  hiddenByName?: string | null;
}

export function profileAsSeenBy(
  row: AlumniProfileRow,
  { programName, hiddenByName = null }: ProfileNames,
  audience: Exclude<ProfileAudience, 'self'>,
  relation: ViewerRelation = NO_RELATION,
): AlumniProfileView {
  const shown = (field: ProfileField) => fieldShownTo(row.visibility[field], audience);
  const pick = <T>(field: ProfileField, value: T): T | null => (shown(field) ? value : null);
  const text = (field: ProfileField, value: string): string | null => (shown(field) && value !== '' ? value : null);
  const programme = shown('programme');
  return {
    uid: row.uid,
    name: text('name', row.name),
    photo: shown('photo') ? photoOf(row.photoId) : null,
    headline: text('headline', row.headline),
    programId: programme ? row.programId : null,
    programName: programme ? programName : null,
    cohortYear: pick('year', row.cohortYear),
    field: text('field', row.field),
    institution: text('institution', row.institution),
    country: text('country', row.country),
    city: text('city', row.city),
    bio: text('bio', row.bio),
    links: pick('links', row.links),
    skills: pick('skills', row.skills),
    openToMentoring: row.openToMentoring,
    canMessage: relation.canMessage,
    blockedByMe: relation.blockedByMe,
    conversationId: relation.conversationId,
    ...(audience === 'staff'
      ? {
          hidden: row.hiddenAt
            ? { at: row.hiddenAt.toISOString(), byName: hiddenByName ?? '', reason: row.hiddenReason ?? '' }
            : null,
        }
      : {}),
  };
}

/** The directory's card: the profile page without bio, links, skills and the viewer's relation beyond messaging. */
export function cardAsSeenBy(
  row: AlumniProfileRow,
  names: ProfileNames,
  audience: Exclude<ProfileAudience, 'self'>,
  canMessage: boolean,
): AlumniCard {
  const view = profileAsSeenBy(row, names, audience, { ...NO_RELATION, canMessage });
  const card: AlumniCard & Partial<AlumniProfileView> = { ...view };
  delete card.bio;
  delete card.links;
  delete card.skills;
  delete card.blockedByMe;
  delete card.conversationId;
  return card;
}
