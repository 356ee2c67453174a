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
  html,
  actions,
}: {
  mine: boolean;
  author: string;
  /** The time it was sent, or that it is still being sent. */
  when: ReactNode;
  body: string;
  /** The body rendered and sanitised by the data service (decision 0014), shown instead of `body` when given. */
  html?: string | undefined;
  actions?: ReactNode;
}) {
  return (
    <li className={mine ? 'message-bubble message-bubble--mine' : 'message-bubble'}>
      <p className="message-bubble__meta">
        <span className="message-bubble__author">{author}</span> {when}
      </p>
      {html === undefined ? (
        <p className="message-bubble__body">{body}</p>
      ) : (
        <div className="message-bubble__body message-bubble__body--html" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {actions ? <div className="message-bubble__actions">{actions}</div> : null}
    </li>
  );
}
