import type { ReactNode } from 'react';
import { CountedTextDialog, type CountedTextSchema } from '@sla/forms';
import { t } from '@sla/i18n';

const REASON_MAX = 500;

/**
 * Staff taking something a member wrote out of sight: the reason is required, because its owner reads it.
 * The wording, the schema and the call differ per thing hidden; the form, its limits and its states do not.
 */
export function HideWithReasonDialog<T>({
  title,
  about,
  actionLabel,
  schema,
  hide,
  onClose,
  onHidden,
}: {
  title: ReactNode;
  about: ReactNode;
  actionLabel: string;
  schema: CountedTextSchema<'reason', { reason: string }>;
  hide: (body: { reason: string }) => Promise<T>;
  onClose: () => void;
  onHidden: (result: T) => void;
}) {
  return (
    <CountedTextDialog
      title={title}
      about={<p className="dialog__meta">{about}</p>}
      name="reason"
      label={t('Reason')}
      hint={(count, max) => t('{count}/{max} characters.', { count, max })}
      maxLength={REASON_MAX}
      rows={3}
      required
      schema={schema}
      send={hide}
      onSent={onHidden}
      onCancel={onClose}
      actionLabel={actionLabel}
      busyLabel={t('Hiding…')}
      danger
    />
  );
}
