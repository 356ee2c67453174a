import { Fragment, type ReactNode } from 'react';
import type { AlumniMessage } from '@sla/data';
import type { ThreadMessage } from '@sla/portal-kit/messaging';
import { parseInstant } from '@sla/ui';
import { dayHeading, dayKey } from './when.js';

type Item = ThreadMessage<AlumniMessage>;

/** Messages (oldest first) in runs of the same calendar day where the reader is. */
export function byDay(items: readonly Item[]): { day: string; date: Date; items: Item[] }[] {
  const days: { day: string; date: Date; items: Item[] }[] = [];
  for (const item of items) {
    // The service always sends a time; a message still on its way has the browser's.
    const date = parseInstant(item.message.sentAt) ?? new Date();
    const day = dayKey(date);
    const last = days[days.length - 1];
    if (last?.day === day) last.items.push(item);
    else days.push({ day, date, items: [item] });
  }
  return days;
}

/**
 * A conversation's messages under a heading for each day ("Today", "Yesterday", "Monday 1 March"), so each message
 * only needs its time. `children` renders one message as a list item (MessageBubble).
 */
export function DayGroups({ items, children }: { items: readonly Item[]; children: (item: Item) => ReactNode }) {
  const now = new Date();
  return (
    <>
      {byDay(items).map(({ day, date, items: ofDay }) => (
        <div key={day} className="message-day">
          <h3 className="message-day__heading">
            <time dateTime={day}>{dayHeading(date, now)}</time>
          </h3>
          <ol className="message-list">
            {ofDay.map((item) => (
              <Fragment key={item.message.id}>{children(item)}</Fragment>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
