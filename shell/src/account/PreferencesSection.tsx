import { api, routes, type EmailPreferences } from '@sla/data';
import { FormProblem, SuccessNotice } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { Section } from './Section.js';
import { useSavedChoice } from './useSavedChoice.js';

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
  const setting = useSavedChoice<EmailPreferences>({
    load: () => api(routes.getEmailPreferences),
    save: (body) => api(routes.setEmailPreferences, { body }),
    same: (a, b) => CHOICES.every(({ key }) => a[key] === b[key]),
    savedMessage: () => t('Your e-mail choices are saved.'),
  });
  const { choice, setChoice } = setting;

  return (
    <Section
      title={t('E-mails we send you')}
      intro={t('Sign-in e-mails, receipts and confirmations always come. Choose which others you get.')}
    >
      <FormProblem message={setting.problem} />
      {choice ? (
        <form onSubmit={setting.submit} aria-label={t('E-mail preferences')}>
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
          <button type="submit" className="button button--primary" disabled={setting.submitting || setting.unchanged}>
            {setting.submitting ? t('Saving…') : t('Save e-mail choices')}
          </button>
          <SuccessNotice message={setting.done} />
        </form>
      ) : setting.loading ? (
        <p className="account__state">{t('Loading your choices…')}</p>
      ) : null}
    </Section>
  );
}
