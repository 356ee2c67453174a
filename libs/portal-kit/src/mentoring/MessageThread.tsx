import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldErrors, mentorMessageInput } from '@sla/data/schemas';
import { formatShortDateTime, LoadState } from '@sla/data-views';
import { Field, FailureAlert } from '@sla/forms';
import { refusalWords } from './words.js';
import { useThread, type ThreadMessage } from './useThread.js';

const MESSAGE_MAX = 5000;

/**
 * The conversation between a student and their mentor: newest at the bottom, earlier pages on demand, and a box to
 * write in (Ctrl+Enter or Cmd+Enter sends). A message shows at once as sending, and leaves with the reason when the
 * service refuses it, its text back in the box.
 */
export function MessageThread({
  mentorshipId,
  otherName,
  unread,
}: {
  mentorshipId: string;
  /** Who the reader writes to, for the empty thread and the box's label. */
  otherName: string;
  /** Messages the reader had not read when the page opened (reading them now marks them read). */
  unread: number;
}) {
  const id = useId();
  const thread = useThread(mentorshipId);
  const { list, messages } = thread;
  const logRef = useRef<HTMLDivElement>(null);
  // Distance from the bottom when earlier messages were asked for, so they appear above without moving the view.
  const keepFromBottom = useRef<number | null>(null);
  const firstId = messages[0]?.message.id;
  const lastId = messages[messages.length - 1]?.message.id;

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (keepFromBottom.current !== null) {
      log.scrollTop = log.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else {
      // The newest message is the one to see: on opening, and after one is sent or arrives.
      log.scrollTop = log.scrollHeight;
    }
  }, [firstId, lastId]);

  const loadEarlier = () => {
    const log = logRef.current;
    if (log) keepFromBottom.current = log.scrollHeight - log.scrollTop;
    list.loadMore();
  };

  return (
    <section className="mentoring-card mentoring-thread" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mentoring-card__title">
        Messages {unread > 0 ? <span className="badge badge--info mentoring-unread">{unread} new</span> : null}
      </h2>
      <LoadState state={list} loadingLabel="Loading messages…" errorTitle="The messages could not be loaded">
        {(ready) => (
          <>
            <div ref={logRef} className="mentoring-thread__log" role="log" aria-labelledby={`${id}-title`} tabIndex={0}>
              {ready.nextCursor ? (
                <p className="mentoring-thread__earlier">
                  <button
                    type="button"
                    className="button button--outline button--small"
                    onClick={loadEarlier}
                    disabled={ready.loadingMore}
                  >
                    {ready.loadingMore ? 'Loading…' : 'Load earlier messages'}
                  </button>
                </p>
              ) : null}
              {ready.moreError ? (
                <p role="alert" className="alert">
                  The earlier messages could not be loaded. {refusalWords(ready.moreError)}
                </p>
              ) : null}
              {messages.length ? (
                <ol className="mentoring-thread__messages">
                  {messages.map((item) => (
                    <Message key={item.message.id} item={item} />
                  ))}
                </ol>
              ) : (
                <p className="empty-state">No messages yet. Write the first one to {otherName}.</p>
              )}
            </div>
            <SendBox otherName={otherName} send={thread.send} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function Message({ item: { message, sending } }: { item: ThreadMessage }) {
  return (
    <li className={message.mine ? 'mentoring-message mentoring-message--mine' : 'mentoring-message'}>
      <p className="mentoring-message__meta">
        <span className="mentoring-message__author">{message.mine ? 'You' : (message.authorName ?? 'Name not given')}</span>{' '}
        {sending ? <span>Sending…</span> : <time dateTime={message.sentAt}>{formatShortDateTime(message.sentAt)}</time>}
      </p>
      <p className="mentoring-message__body">{message.body}</p>
    </li>
  );
}

function SendBox({ otherName, send }: { otherName: string; send: (body: string) => Promise<void> }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = mentorMessageInput.safeParse({ body: draft });
    if (!checked.success) {
      setError(fieldErrors(checked.error.issues).body ?? null);
      return;
    }
    const { body } = checked.data;
    setError(null);
    setFailure(null);
    setDraft('');
    send(body).catch((refusal: unknown) => {
      setFailure(`Your message was not sent. ${refusalWords(refusal)}`);
      // Nothing typed is lost: the text comes back, unless a new one is being written.
      setDraft((current) => (current.trim() ? current : body));
    });
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) submit(event);
  };

  return (
    <form className="mentoring-send" onSubmit={submit} noValidate>
      <Field
        label={`Message to ${otherName}`}
        hint={`Ctrl+Enter (Cmd+Enter on a Mac) sends. ${draft.length}/${MESSAGE_MAX} characters.`}
        hintBelow
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            value={draft}
            rows={3}
            maxLength={MESSAGE_MAX}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={sendOnCtrlEnter}
          />
        )}
      </Field>
      <FailureAlert message={failure} />
      <button type="submit" className="button button--primary">
        Send
      </button>
    </form>
  );
}
