import { useState } from 'react';
import type { EditorPost } from '@sla/data';
import { CONTENT_MESSAGES, type PublishInput } from '@sla/contract/schemas';
import { isoToZonedLocal, zonedLocalToIso } from '@sla/domain';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { formatInZone } from '../editor/format.js';
import { TimeZoneSelect } from '../editor/TimeZoneSelect.js';
import { browserTimeZone } from '../editor/timeZones.js';

/**
 * When to publish: a date and time as clocks show it in a chosen zone (the browser's first), with the
 * moment said back in words before it is sent.
 */
export function ScheduleForm({
  post,
  busy,
  onSchedule,
  onCancel,
  now = () => Date.now(),
}: {
  post: EditorPost | null;
  busy: boolean;
  onSchedule: (input: Extract<PublishInput, { action: 'schedule' }>) => void;
  onCancel: () => void;
  now?: () => number;
}) {
  const browserZone = browserTimeZone();
  const scheduled = post?.status === 'scheduled';
  const [zone, setZone] = useState(scheduled ? post.timeZone : browserZone);
  const [local, setLocal] = useState(scheduled ? isoToZonedLocal(post.publishedAt, post.timeZone) : '');
  const [error, setError] = useState<string | null>(null);
  const instant = zonedLocalToIso(local, zone);

  const submit = () => {
    if (!instant) return setError(t('Give a date and time.'));
    if (Date.parse(instant) <= now()) return setError(t(CONTENT_MESSAGES.scheduleInPast));
    onSchedule({ action: 'schedule', publishAt: instant, timeZone: zone });
  };

  return (
    <div className="schedule-form" role="group" aria-label={t('Schedule')}>
      <Field label={t('Publish on')} error={error}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={local}
            onChange={(event) => {
              setLocal(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <TimeZoneSelect value={zone} onChange={setZone} browserZone={browserZone} />
      <p className="schedule-form__words" aria-live="polite">
        {instant ? t('Publishes {moment}', { moment: formatInZone(instant, zone) }) : ''}
      </p>
      <div className="editor-panel__actions">
        <button type="button" className="button button--primary button--small" onClick={submit} disabled={busy}>
          {busy ? t('Scheduling…') : t('Schedule')}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </button>
      </div>
    </div>
  );
}
