import { useEffect, useState, type FormEvent } from 'react';
import { api, errorMessage, routes, type EmailPreferences } from '@sla/data';
import { FormProblem, SuccessNotice, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { Section } from './Section.js';

const CHOICES: { key: keyof EmailPreferences; label: string; description: string }[] = [
  {
    key: 'decisions',
    label: msg('Decisions on my applications'),
    description: msg('When a decision on an application of yours is released.'),
  },
  {
    key: 'messages',
    label: msg('Messages and notices for me'),
    description: msg('Replies, returned stories and other notices meant for you.'),
  },
  { key: 'newsletter', label: msg('Newsletter'), description: msg('News from the programmes, about once a month.') },
];

/**
 * Which non-essential e-mails to get. Essential ones (sign-in, receipts, confirmations) always come; each of these
 * also carries a one-click unsubscribe link.
 */
export function PreferencesSection() {
  const [saved, setSaved] = useState<EmailPreferences | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<EmailPreferences | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormState();

  useEffect(() => {
    api(routes.getEmailPreferences).then(
      (preferences) => {
        setSaved(preferences);
        setChoice(preferences);
      },
      (error) => setLoadFailure(errorMessage(error)),
    );
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setDone(null);
    void form.submit(async () => {
      const next = await api(routes.setEmailPreferences, { body: choice });
      setSaved(next);
      setChoice(next);
      setDone(t('Your e-mail choices are saved.'));
    });
  };

  return (
    <Section
      title={t('E-mails we send you')}
      intro={t('Sign-in e-mails, receipts and confirmations always come. Choose which others you get.')}
    >
      <FormProblem message={loadFailure ?? form.failure} />
      {choice ? (
        <form onSubmit={submit} aria-label={t('E-mail preferences')}>
          <fieldset className="account__choices">
            <legend className="visually-hidden">{t('E-mails')}</legend>
            {CHOICES.map(({ key, label, description }) => (
              <label key={key} className="account__choice">
                <input
                  type="checkbox"
                  checked={choice[key]}
                  onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
                />
                <span>
                  <strong>{t(label)}</strong>
                  <span className="account__hint">{t(description)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="button button--primary"
            disabled={form.submitting || (saved !== null && CHOICES.every(({ key }) => saved[key] === choice[key]))}
          >
            {form.submitting ? t('Saving…') : t('Save e-mail choices')}
          </button>
          <SuccessNotice message={done} />
        </form>
      ) : loadFailure ? null : (
        <p className="account__state">{t('Loading your choices…')}</p>
      )}
    </Section>
  );
}
