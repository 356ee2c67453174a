import { useState, type FormEvent } from 'react';
import { api, errorMessage, isDataError, routes } from '@sla/data';
import { givingLinkInput } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';
import { GivingHistoryView } from '@sla/data-views/giving';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useActingRole } from '@sla/portal-kit';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { check } from '../forms/check.js';
import { serviceText } from '../forms/serviceText.js';
import { SubmitButton } from '../forms/SubmitButton.js';

/**
 * /giving (decision 0051): signed in, the history of the account's address; signed out, a form that e-mails a link to
 * the history of the address typed, with the same answer whether or not it has given.
 */
export default function Giving() {
  const role = useActingRole();
  return (
    <Screen
      title={t(screenName('/giving'))}
      lead={t('Every gift and pledge made from your e-mail address, with receipts to download, and your monthly gift.')}
    >
      {role ? <MyGiving /> : <AskForLink />}
    </Screen>
  );
}

function MyGiving() {
  const loaded = useLoad(() => api(routes.getMyGiving), []);
  if (loaded.status === 'loading') return <Loading label={t('Loading your giving history…')} />;
  // An address never confirmed (decision 0051): the service's words, and the link by e-mail, which proves it too.
  if (loaded.status === 'error' && isDataError(loaded.error) && loaded.error.code === 'forbidden')
    return (
      <>
        <p className="form-problem" role="alert">
          {errorMessage(loaded.error)}
        </p>
        <AskForLink signedIn />
      </>
    );
  if (loaded.status === 'error')
    return (
      <ErrorPanel title={t('Your giving history could not be loaded')} onRetry={loaded.retry}>
        <p>{errorMessage(loaded.error)}</p>
      </ErrorPanel>
    );
  return (
    <>
      <p>{t('Gifts and pledges made with {email}.', { email: loaded.value.email })}</p>
      <GivingHistoryView
        history={loaded.value}
        actions={{
          receipt: (query) => api(routes.downloadMyReceipt, { query }),
          changeMonthly: (id, amount) => api(routes.changeMyMonthlyGift, { params: { id }, body: { amount } }),
          stopMonthly: (id) => api(routes.stopMyMonthlyGift, { params: { id } }),
        }}
      />
    </>
  );
}

function AskForLink({ signedIn = false }: { signedIn?: boolean }) {
  const form = useFormState({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = check(givingLinkInput, { email: form.values.email });
    if (!checked.ok) return form.refuse(checked.errors);
    void form.submit(async () => {
      setSent((await api(routes.requestGivingLink, { body: checked.input })).message);
    });
  };
  return (
    <section className="form-card" aria-labelledby="giving-link-title">
      <h2 id="giving-link-title" className="form-card__title">
        {t('Get a link by e-mail')}
      </h2>
      {sent ? (
        <p role="status">{serviceText(sent)}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>{t('Type the address you gave with. We e-mail it a link to its giving history; no account is needed.')}</p>
          <FormProblem message={form.failure} />
          <Field label={t('E-mail address')} error={form.fieldErrors.email}>
            {(control) => (
              <input {...control} required type="email" autoComplete="email" spellCheck={false} {...form.bind('email')} />
            )}
          </Field>
          <SubmitButton busy={form.submitting} busyLabel={t('Sending…')}>
            {t('Send me the link')}
          </SubmitButton>
        </form>
      )}
      {signedIn ? null : (
        <p className="giving__note">{t('Have an account? Sign in to see your giving history straight away.')}</p>
      )}
    </section>
  );
}
