import type { RegistrationState } from '@sla/contract';
import type { ContentRow, EventRegistrationSettingsRow } from '../../db/schema.js';

/** Registration closes at its deadline, or when the event starts if it has none (or a later one). */
export function closesAt(event: ContentRow, settings: EventRegistrationSettingsRow): Date {
  const start = event.eventStartsAt!;
  return settings.deadline && settings.deadline < start ? settings.deadline : start;
}

/** What the public page shows by the server's clock; null when the event takes no registrations here. */
export function registrationState(
  event: ContentRow,
  settings: EventRegistrationSettingsRow | null,
  now: Date,
): RegistrationState | null {
  if (!settings?.open) return null;
  const placesLeft = settings.capacity === null ? null : Math.max(0, settings.capacity - settings.registered);
  const state = now >= closesAt(event, settings) ? 'closed' : placesLeft === 0 ? 'full' : 'open';
  return {
    audience: settings.audience,
    state,
    capacity: settings.capacity,
    placesLeft,
    deadline: settings.deadline?.toISOString() ?? null,
  };
}
