import type { EditorEvent } from '@sla/data';
import { zonedLocalToIso } from '@sla/domain';
import { msg, t } from '@sla/i18n';
import type { CompareField } from '../editor/compareText.js';
import { formatInZone } from '../editor/format.js';
import type { EventDraft } from './eventDraft.js';

const moment = (value: unknown) => (typeof value === 'string' && value ? formatInZone(value, 'UTC') : '');

/** The fields a version comparison and the conflict dialog show, by the names versions are saved under (labels translated where shown). */
export const EVENT_FIELDS: readonly CompareField[] = [
  { name: 'title', label: msg('Title') },
  { name: 'slug', label: msg('Address') },
  { name: 'summary', label: msg('Summary') },
  { name: 'startsAt', label: msg('Starts'), text: moment },
  { name: 'endsAt', label: msg('Ends'), text: moment },
  { name: 'online', label: msg('Online'), text: (value) => (value ? t('Online') : t('In person')) },
  { name: 'location', label: msg('Place') },
  { name: 'registrationUrl', label: msg('Registration link') },
  { name: 'coverImage', label: msg('Cover image') },
  { name: 'body', label: msg('Description') },
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
