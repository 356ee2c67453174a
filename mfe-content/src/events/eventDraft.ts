import type { EditorEvent, FieldErrors, ImageChoice } from '@sla/data';
import { eventInput, fieldErrors, type EventInput } from '@sla/contract/schemas';
import { isoToZonedLocal, slugFrom, zonedLocalToIso } from '@sla/domain';
import { t } from '@sla/i18n';

/** An event as its form holds it: times as typed (wall-clock, in `timeZone`), everything as text. */
export interface EventDraft {
  title: string;
  slug: string;
  /** Once the address is typed by hand, the title no longer changes it. */
  slugEdited: boolean;
  summary: string;
  body: string;
  /** "2027-03-10T18:00", as a datetime-local input holds it. */
  startsLocal: string;
  endsLocal: string;
  timeZone: string;
  online: boolean;
  location: string;
  registrationUrl: string;
  coverImage: ImageChoice | null;
  publish: boolean;
}

export function emptyEventDraft(timeZone: string): EventDraft {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    summary: '',
    body: '',
    startsLocal: '',
    endsLocal: '',
    timeZone,
    online: false,
    location: '',
    registrationUrl: '',
    coverImage: null,
    publish: true,
  };
}

export function draftFromEvent(event: EditorEvent): EventDraft {
  return {
    title: event.title,
    slug: event.slug,
    slugEdited: true,
    summary: event.summary,
    body: event.body,
    startsLocal: isoToZonedLocal(event.startsAt, event.timeZone),
    endsLocal: isoToZonedLocal(event.endsAt, event.timeZone),
    timeZone: event.timeZone,
    online: event.online,
    location: event.location ?? '',
    registrationUrl: event.registrationUrl ?? '',
    coverImage: event.coverImage,
    publish: event.status === 'published' || event.status === 'scheduled',
  };
}

/** The draft after the title changed: the address follows it until the editor types one. */
export function withTitle(draft: EventDraft, title: string): EventDraft {
  return { ...draft, title, slug: draft.slugEdited ? draft.slug : slugFrom(title) };
}

/**
 * The input to send, checked with the shared schema; or the errors by field name, as the service would
 * name them. The wall-clock times become instants in the chosen zone; a time that is not a real one
 * is refused here, since the instant the service gets could not be what the editor meant.
 */
export function buildEventInput(
  draft: EventDraft,
  baseVersion?: number,
): { ok: true; input: EventInput } | { ok: false; errors: FieldErrors } {
  const startsAt = draft.startsLocal ? zonedLocalToIso(draft.startsLocal, draft.timeZone) : null;
  const endsAt = draft.endsLocal ? zonedLocalToIso(draft.endsLocal, draft.timeZone) : null;
  const candidate = {
    title: draft.title,
    slug: draft.slug,
    summary: draft.summary,
    body: draft.body,
    startsAt: startsAt ?? '',
    endsAt,
    timeZone: draft.timeZone,
    online: draft.online,
    location: draft.online ? null : draft.location.trim() || null,
    registrationUrl: draft.registrationUrl.trim() || null,
    coverImage: draft.coverImage,
    publish: draft.publish,
    ...(baseVersion ? { baseVersion } : {}),
  };
  const result = eventInput.safeParse(candidate);
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error.issues);
  if (!startsAt) errors.startsAt = t('Give the date and time the event starts.');
  if (draft.endsLocal && !endsAt) errors.endsAt = t('Give a real date and time, or leave the end empty.');
  if (result.success && !Object.keys(errors).length) return { ok: true, input: result.data };
  return { ok: false, errors };
}
