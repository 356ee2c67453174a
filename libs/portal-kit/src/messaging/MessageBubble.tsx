import type { ReactNode } from 'react';
import './messaging.css';

/**
 * One message in a thread (an item of a list): the reader's own on the right, the other person's on the left, who
 * wrote it and when above the words, and actions on it (Report) below. The words keep their line breaks.
 */
export function MessageBubble({
  mine,
  author,
  when,
  body,
  actions,
}: {
  mine: boolean;
  author: string;
  /** The time it was sent, or that it is still being sent. */
  when: ReactNode;
  body: string;
  actions?: ReactNode;
}) {
  return (
    <li className={mine ? 'message-bubble message-bubble--mine' : 'message-bubble'}>
      <p className="message-bubble__meta">
        <span className="message-bubble__author">{author}</span> {when}
      </p>
      <p className="message-bubble__body">{body}</p>
      {actions ? <div className="message-bubble__actions">{actions}</div> : null}
    </li>
  );
}
