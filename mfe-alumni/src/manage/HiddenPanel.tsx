import { useState } from 'react';
import { api, routes, type AlumniProfileView } from '@sla/data';
import { FailureAlert, SuccessNotice, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { nameOf } from '../directory/cardText.js';
import { HideDialog } from './HideDialog.js';

/** Whether the profile is in the directory, why not if staff hid it, and the way to hide it or show it again. */
export function HiddenPanel({ view, onChange }: { view: AlumniProfileView; onChange: (view: AlumniProfileView) => void }) {
  const [hiding, setHiding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const unhide = useFormState();
  const name = nameOf(view);

  const showAgain = () =>
    void unhide.submit(async () => {
      onChange(await api(routes.unhideAlumniProfile, { params: { uid: view.uid } }));
      setDone(t('The profile is in the directory again.'));
    });

  return (
    <section className="manage-hidden" aria-label={t('In the directory')}>
      {view.hidden ? (
        <div className="notice">
          <p>
            {t('Hidden from the directory by {name} on {date}. Reason: {reason}', {
              name: view.hidden.byName || t('staff'),
              date: formatDate(view.hidden.at),
              reason: view.hidden.reason,
            })}
          </p>
          <FailureAlert message={unhide.failure} />
          <button type="button" className="button button--outline" disabled={unhide.submitting} onClick={showAgain}>
            {unhide.submitting ? t('Showing…') : t('Show in the directory again')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => {
            setDone(null);
            setHiding(true);
          }}
        >
          {t('Hide from the directory')}
        </button>
      )}
      <SuccessNotice message={done} />
      {hiding ? (
        <HideDialog
          uid={view.uid}
          name={name}
          onClose={() => setHiding(false)}
          onHidden={(hidden) => {
            setHiding(false);
            setDone(t('The profile is hidden from the directory. Its owner sees the reason.'));
            onChange(hidden);
          }}
        />
      ) : null}
    </section>
  );
}
