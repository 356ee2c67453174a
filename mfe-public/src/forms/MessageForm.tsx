import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api, routes, type MessageKind } from '@sla/data';
import { messageInput } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { check } from './check.js';
import { Confirmation } from './Confirmation.js';
import { Honeypot } from './Honeypot.js';
import { OptionCards, type Option } from './OptionCards.js';
import { serviceText } from './serviceText.js';
import { SubmitButton } from './SubmitButton.js';
import { Field, FormProblem, useFormState } from '@sla/forms';
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
  const form = useFormState(
    { kind: firstKind as string, name: '', email: '', organisation: '', message: '', website: '' },
    {
      formRef,
      shown: (name, values) =>
        ['name', 'email', 'message'].includes(name) ||
        (name === 'organisation' && values.kind === 'partner') ||
        (name === 'kind' && choices !== null),
    },
  );
  const [done, setDone] = useState<string | null>(null);
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const { values } = form;
    const checked = check(messageInput, {
      kind: values.kind,
      name: values.name,
      email: values.email,
      organisation: asksOrganisation && values.organisation.trim() ? values.organisation : undefined,
      message: values.message,
      // Sent as typed: only a robot fills it, and the server answers a robot as it would a person.
      website: values.website || undefined,
    });
    if (!checked.ok) return form.refuse(checked.errors);
    void form.submit(async () => setDone((await api(routes.sendContactMessage, { body: checked.input })).message));
  };

  if (done) {
    return (
      <Confirmation
        title={t('Message sent')}
        actions={
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              form.reset({ message: '', website: '' });
              setDone(null);
            }}
          >
            {t('Write another message')}
          </button>
        }
      >
        <p>{serviceText(done)}</p>
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
        <FormProblem message={form.failure} />
        {choices ? (
          <OptionCards
            legend={t('I would like to')}
            name="kind"
            options={choices}
            value={kind}
            onChange={(value) => form.setValue('kind', value)}
            error={form.fieldErrors.kind}
          />
        ) : null}
        <Field label={t('Your name')} error={form.fieldErrors.name}>
          {(control) => <input {...control} required autoComplete="name" {...form.bind('name')} />}
        </Field>
        <Field label={t('E-mail address')} hint={t('We reply to this address.')} error={form.fieldErrors.email}>
          {(control) => (
            <input {...control} required type="email" autoComplete="email" spellCheck={false} {...form.bind('email')} />
          )}
        </Field>
        {asksOrganisation ? (
          <Field label={t('Organisation')} optional error={form.fieldErrors.organisation}>
            {(control) => <input {...control} autoComplete="organization" {...form.bind('organisation')} />}
          </Field>
        ) : null}
        <Field label={t('Your message')} hint={t('At least 10 characters.')} error={form.fieldErrors.message}>
          {(control) => <textarea {...control} required rows={6} {...form.bind('message')} />}
        </Field>
        <Honeypot value={form.values.website} onChange={(value) => form.setValue('website', value)} />
        <SubmitButton busy={form.submitting} busyLabel={t('Sending…')}>
          {submitLabel}
        </SubmitButton>
      </LiveFieldset>
    </form>
  );
}
