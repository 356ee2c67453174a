import { useId, useRef, useState, type ReactNode } from 'react';
import { data, type MessageKind } from '@sla/data';
import { messageInput } from '@sla/data/schemas';
import { check } from './check.js';
import { Confirmation } from './Confirmation.js';
import { FormProblem } from './FormProblem.js';
import { Honeypot } from './Honeypot.js';
import { OptionCards, type Option } from './OptionCards.js';
import { SubmitButton } from './SubmitButton.js';
import { TextField } from './TextField.js';
import { useForm } from './useForm.js';
import { LiveFieldset } from '@sla/ui';

interface MessageFormProps {
  /** The form's heading, which also names the form for assistive technology. */
  title: string;
  intro?: ReactNode;
  /** What the message is about: one kind (no choice shown), or the kinds to choose from. */
  kinds: MessageKind | readonly Option<MessageKind>[];
  /** The kind asked for from outside (a link such as ?as=mentor); following it when it changes. */
  requestedKind?: MessageKind | null;
  submitLabel: string;
  /** Where focus goes when a link on the page asks for this form. */
  headingId?: string;
}

/**
 * The Contact and Get Involved form: checked with the server's own schema before sending, each
 * problem beside its field, nothing typed lost, and the server's acknowledgement once sent.
 */
export function MessageForm({ title, intro, kinds, requestedKind = null, submitLabel, headingId }: MessageFormProps) {
  const choices = typeof kinds === 'string' ? null : kinds;
  const firstKind = typeof kinds === 'string' ? kinds : (requestedKind ?? kinds[0]?.value ?? 'contact');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ kind: firstKind as string, name: '', email: '', organisation: '', message: '', website: '' }, formRef);
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;

  // A new ?as= while the form is open (a link on the same page) picks that kind; typed text stays.
  const [followed, setFollowed] = useState(requestedKind);
  if (requestedKind !== followed) {
    setFollowed(requestedKind);
    if (requestedKind && choices?.some((choice) => choice.value === requestedKind)) form.setValue('kind', requestedKind);
  }

  const kind = form.values.kind as MessageKind;
  const asksOrganisation = kind === 'partner';
  const shown = (name: string) =>
    ['name', 'email', 'message'].includes(name) ||
    (name === 'organisation' && asksOrganisation) ||
    (name === 'kind' && choices !== null);

  const onSubmit = form.submit(
    (values) =>
      check(messageInput, {
        kind: values.kind,
        name: values.name,
        email: values.email,
        organisation: asksOrganisation && values.organisation.trim() ? values.organisation : undefined,
        message: values.message,
        // Sent as typed: only a robot fills it, and the server answers a robot as it would a person.
        website: values.website || undefined,
      }),
    async (input) => (await data.public.sendMessage(input)).message,
    shown,
  );

  if (form.done) {
    return (
      <Confirmation
        title="Message sent"
        actions={
          <button type="button" className="button button--outline" onClick={() => form.again({ message: '', website: '' })}>
            Write another message
          </button>
        }
      >
        <p>{form.done}</p>
      </Confirmation>
    );
  }

  return (
    <form ref={formRef} className="form-card form-card--wide" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <LiveFieldset>
        <h2 id={titleId} tabIndex={-1} className="form-card__title">
          {title}
        </h2>
        {intro}
        <FormProblem message={form.problem} />
        {choices ? (
          <OptionCards
            legend="I would like to"
            name="kind"
            options={choices}
            value={kind}
            onChange={(value) => form.setValue('kind', value)}
            error={form.errors.kind}
          />
        ) : null}
        <TextField label="Your name" autoComplete="name" {...form.field('name')} />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          hint="We reply to this address."
          {...form.field('email')}
        />
        {asksOrganisation ? (
          <TextField label="Organisation" optional autoComplete="organization" {...form.field('organisation')} />
        ) : null}
        <TextField label="Your message" multiline rows={6} hint="At least 10 characters." {...form.field('message')} />
        <Honeypot value={form.values.website} onChange={(value) => form.setValue('website', value)} />
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          {submitLabel}
        </SubmitButton>
      </LiveFieldset>
    </form>
  );
}
