import type { ReactNode } from 'react';
import { t } from '@sla/i18n';

export interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A contained failure: says what broke, keeps the rest of the page usable, offers Retry. */
export function ErrorPanel({ title, children, onRetry, retrying }: ErrorPanelProps) {
  return (
    <div className="error-panel" role="alert">
      <h2 className="error-panel__title">{title}</h2>
      {children ? <div className="error-panel__body">{children}</div> : null}
      {onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('Retrying…') : t('Retry')}
        </button>
      ) : null}
    </div>
  );
}
