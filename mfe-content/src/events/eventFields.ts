import type { EditorEvent } from '@sla/data';
import { zonedLocalToIso } from '@sla/domain';
import type { CompareField } from '../editor/compareText.js';
import { formatInZone } from '../editor/format.js';
import type { EventDraft } from './eventDraft.js';

const moment = (value: unknown) => (typeof value === 'string' && value ? formatInZone(value, 'UTC') : '');

/** The fields a version comparison and the conflict dialog show, by the names versions are saved under. */
export const EVENT_FIELDS: readonly CompareField[] = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Address' },
  { name: 'summary', label: 'Summary' },
  { name: 'startsAt', label: 'Starts', text: moment },
  { name: 'endsAt', label: 'Ends', text: moment },
  { name: 'online', label: 'Online', text: (value) => (value ? 'Online' : 'In person') },
  { name: 'location', label: 'Place' },
  { name: 'registrationUrl', label: 'Registration link' },
  { name: 'coverImage', label: 'Cover image' },
  { name: 'body', label: 'Description' },
];

/** A saved event's values by those names. */
export function valuesOfEvent(event: EditorEvent): Record<string, unknown> {
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    online: event.online,
    location: event.location,
    registrationUrl: event.registrationUrl,
    coverImage: event.coverImage,
    body: event.body,
  };
}

/** The form's values by the same names, its times as the instants they would be saved as. */
export function valuesOfDraft(draft: EventDraft): Record<string, unknown> {
  return {
    title: draft.title,
    slug: draft.slug,
    summary: draft.summary,
    startsAt: draft.startsLocal ? zonedLocalToIso(draft.startsLocal, draft.timeZone) : null,
    endsAt: draft.endsLocal ? zonedLocalToIso(draft.endsLocal, draft.timeZone) : null,
    online: draft.online,
    location: draft.online ? null : draft.location,
    registrationUrl: draft.registrationUrl,
    coverImage: draft.coverImage,
    body: draft.body,
  };
}
