import type { EditorEvent } from '@sla/data';

/** Over by `now`: ended, or started when it has no end. The public list drops it by itself then. */
export function isPast(event: Pick<EditorEvent, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const last = Date.parse(event.endsAt ?? event.startsAt);
  return !Number.isNaN(last) && last < now.getTime();
}
