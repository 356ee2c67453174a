import { t } from '@sla/i18n';

/** A quiet loading state that reserves space so the layout does not jump when content arrives. */
export function Loading({ label }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label ?? t('Loading…')}</span>
    </div>
  );
}
