import { useId, useRef, useState, type FormEvent } from 'react';
import {
  api,
  errorMessage,
  FIELDS_NEED_ATTENTION,
  routes,
  type SiteSettingKey,
  type SiteSettingsChange,
  type SiteSettingsView,
} from '@sla/data';
import { fieldErrors, siteSettingsChange } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';
import { Field, FieldError, FieldHint, FormProblem, SuccessNotice, useFormState, hintId, errorId } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useLeaveGuard } from '@sla/portal-kit/writing';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import './siteSettings.css';

type TextKey = Exclude<SiteSettingKey, 'cardPayments'>;

// Labels and hints marked here, translated where shown.
const TEXT_FIELDS: readonly { key: TextKey; label: string; hint: string; type?: 'email' }[] = [
  { key: 'siteName', label: msg('Site name'), hint: msg('Shown in page titles, the header and the footer.') },
  {
    key: 'orgEmailDomain',
    label: msg('Organisation e-mail domain'),
    hint: msg('The part after the @ of staff addresses, without the @.'),
  },
  {
    key: 'publicContactEmail',
    label: msg('Public contact address'),
    hint: msg('The address visitors see on the site.'),
    type: 'email',
  },
  {
    key: 'staffEmail',
    label: msg('Staff inbox'),
    hint: msg('Where Contact and Get Involved messages, pledges and reports are sent.'),
    type: 'email',
  },
  { key: 'mailFrom', label: msg('E-mail sender'), hint: msg('The From of every e-mail, as Name <address>.') },
  {
    key: 'donationCurrency',
    label: msg('Donation currency'),
    hint: msg('A three-letter ISO 4217 code, such as USD, KES or ZAR.'),
  },
  {
    key: 'receiptDetails',
    label: msg('Registration details on receipts'),
    hint: msg('Printed under the organisation’s name on donation receipts, e.g. its registered number and address.'),
  },
];

export const NO_STRIPE = msg(
  'Card payments cannot be switched on: Stripe keys (STRIPE_SECRET_KEY) are not set in the data service’s environment, so the Donate page offers pledges. Whoever runs the servers can add them.',
);
export const STRIPE_READY = msg(
  'Stripe keys are set in the data service’s environment. Off, the Donate page offers pledges only.',
);

type Draft = Record<TextKey, string> & { cardPayments: boolean };

const draftOf = (view: SiteSettingsView): Draft => {
  const draft = { cardPayments: view.settings.cardPayments.value } as Draft;
  for (const { key } of TEXT_FIELDS) draft[key] = view.settings[key].value;
  return draft;
};

/**
 * What to send: each setting that differs from what the service has, null where it goes back to the environment's
 * value (the service keeps only what differs from the environment, so an unchanged form sends nothing).
 */
function changeOf(view: SiteSettingsView, draft: Draft): SiteSettingsChange {
  const change: Record<string, unknown> = {};
  for (const { key } of TEXT_FIELDS) {
    const typed = draft[key].trim();
    if (typed === view.settings[key].value) continue;
    change[key] = typed === view.settings[key].default ? null : typed;
  }
  if (draft.cardPayments !== view.settings.cardPayments.value)
    change.cardPayments = draft.cardPayments === view.settings.cardPayments.default ? null : draft.cardPayments;
  return change as SiteSettingsChange;
}

/** Admins (manage_system_settings): the site's name, addresses, sender, currency and card payments. */
export default function SiteSettings() {
  const loaded = useLoad(() => api(routes.getSiteSettings), []);
  return (
    <Screen
      title={t(screenName('/admin/settings'))}
      lead={t(
        'The site’s name and addresses, where its e-mails come from and go to, and how it takes donations. Each setting follows the servers’ environment until you change it here.',
      )}
    >
      <PortalNav />
      {loaded.status === 'loading' ? (
        <Loading label={t('Loading the site settings…')} />
      ) : loaded.status === 'error' ? (
        <ErrorPanel title={t('The site settings could not be loaded')} onRetry={loaded.retry}>
          <p>{t(errorMessage(loaded.error))}</p>
        </ErrorPanel>
      ) : (
        <SettingsForm initial={loaded.value} />
      )}
    </Screen>
  );
}

function SettingsForm({ initial }: { initial: SiteSettingsView }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [saved, setSaved] = useState('');
  const form = useFormState({}, { formRef });
  const change = changeOf(view, draft);
  const dirty = Object.keys(change).length > 0;
  useLeaveGuard(dirty);

  const edit = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) form.clearFieldErrors(key);
    setSaved('');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    if (!dirty) return setSaved(t('Nothing has changed, so there was nothing to save.'));
    const checked = siteSettingsChange.safeParse(change);
    if (!checked.success)
      return form.refuse(
        fieldErrors(checked.error.issues),
        t('{problem} Nothing was saved.', { problem: t(FIELDS_NEED_ATTENTION) }),
      );
    const sent = JSON.stringify(draft);
    void form.submit(async () => {
      const next = await api(routes.updateSiteSettings, { body: checked.data });
      setView(next);
      // What was typed while the save was on its way is kept (and shows as unsaved).
      setDraft((current) => (JSON.stringify(current) === sent ? draftOf(next) : current));
      setSaved(t('Saved. The site and the e-mails sent from now on use the new settings.'));
    });
  };

  const cardHint = t(view.stripeConfigured ? STRIPE_READY : NO_STRIPE);
  const cardId = `${formId}-card`;
  const cardDescribed = [hintId(cardId), form.fieldErrors.cardPayments ? errorId(cardId) : ''].filter(Boolean).join(' ');

  return (
    <form ref={formRef} className="site-settings" onSubmit={save} noValidate aria-label={t('Site settings')}>
      <FormProblem message={form.failure && t(form.failure)} />
      {TEXT_FIELDS.map(({ key, label, hint, type }) => {
        const setting = view.settings[key];
        const atDefault = draft[key].trim() === setting.default;
        return (
          <Field
            key={key}
            label={t(label)}
            hint={
              atDefault
                ? t('{hint} Default: {value} (in use).', { hint: t(hint), value: setting.default })
                : t('{hint} Default: {value}.', { hint: t(hint), value: setting.default })
            }
            error={form.fieldErrors[key] && t(form.fieldErrors[key])}
            hintBelow
          >
            {(control) => (
              <>
                <input
                  {...control}
                  type={type ?? 'text'}
                  value={draft[key]}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => edit({ [key]: event.target.value })}
                />
                {atDefault ? null : (
                  <button
                    type="button"
                    className="link-button site-settings__reset"
                    onClick={() => edit({ [key]: setting.default })}
                    aria-label={t('Reset {setting} to the default', { setting: t(label).toLowerCase() })}
                  >
                    {t('Reset to the default')}
                  </button>
                )}
              </>
            )}
          </Field>
        );
      })}
      <div className="field">
        <label className="site-settings__card">
          <input
            id={cardId}
            type="checkbox"
            checked={draft.cardPayments}
            disabled={!view.stripeConfigured}
            aria-describedby={cardDescribed}
            aria-invalid={form.fieldErrors.cardPayments ? true : undefined}
            onChange={(event) => edit({ cardPayments: event.target.checked })}
          />
          {t('Offer card payments on the Donate page')}
        </label>
        <FieldHint id={hintId(cardId)}>{cardHint}</FieldHint>
        <FieldError id={errorId(cardId)} message={form.fieldErrors.cardPayments && t(form.fieldErrors.cardPayments)} />
      </div>
      <div className="site-settings__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Saving…') : t('Save settings')}
        </button>
        {dirty && !form.submitting ? <p>{t('Unsaved changes')}</p> : null}
      </div>
      <SuccessNotice message={saved} />
    </form>
  );
}
