import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldErrors } from '@sla/contract/schemas';
import { Field, FailureAlert } from '@sla/forms';
import { formatNumber, t } from '@sla/i18n';
import { refusalWords } from './refusalWords.js';
import './messaging.css';

/** A message form's schema, shared with the service (mentorMessageInput, alumniMessageInput): one text, `body`. */
export interface MessageSchema {
  safeParse(input: {
    body: string;
  }):
    | { success: true; data: { body: string } }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The counter shows from this share of the limit on: before that, it would only be noise. */
const COUNT_FROM = 0.9;

/**
 * The box to write a message in: Send or Ctrl+Enter (Cmd+Enter on a Mac) sends, checked with the service's schema
 * first. The box empties at once (the thread shows the message as sending) and Send waits until the service answered;
 * a refused message comes back into the box, with the service's reason above Send.
 */
export function Composer({
  label,
  schema,
  maxLength,
  send,
}: {
  /** e.g. "Message to Grace Okafor". */
  label: string;
  schema: MessageSchema;
  /** The schema's limit, for the box and its counter. */
  maxLength: number;
  /** Resolves once the service took the message; rejects with its refusal. */
  send: (body: string) => Promise<void>;
}) {
  const counterId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const nearLimit = draft.length >= maxLength * COUNT_FROM;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // One at a time, so messages arrive in the order they were written.
    if (sending) return;
    const checked = schema.safeParse({ body: draft });
    if (!checked.success) {
      setError(fieldErrors(checked.error.issues).body ?? null);
      return;
    }
    const { body } = checked.data;
    setError(null);
    setFailure(null);
    setDraft('');
    setSending(true);
    send(body)
      .catch((refusal: unknown) => {
        setFailure(t('Your message was not sent. {reason}', { reason: refusalWords(refusal) }));
        // Nothing typed is lost: the text comes back, unless a new one is being written.
        setDraft((current) => (current.trim() ? current : body));
      })
      .finally(() => setSending(false));
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) submit(event);
  };

  return (
    <form className="message-composer" onSubmit={submit} noValidate>
      <Field
        label={label}
        hint={t('Ctrl+Enter (Cmd+Enter on a Mac) sends.')}
        hintBelow
        error={error}
        describedBy={nearLimit ? counterId : null}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              value={draft}
              rows={3}
              maxLength={maxLength}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={sendOnCtrlEnter}
            />
            {nearLimit ? (
              <p id={counterId} className="field__hint field__counter">
                {t('{count} of {max} characters', { count: formatNumber(draft.length), max: formatNumber(maxLength) })}
              </p>
            ) : null}
          </>
        )}
      </Field>
      <FailureAlert message={failure} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('Send')}
      </button>
    </form>
  );
}
