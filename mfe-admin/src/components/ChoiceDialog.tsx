import type { ReactNode } from 'react';
import { LoadState, type Loaded } from '@sla/data-views';
import { t } from '@sla/i18n';

/**
 * What a dialog offering a loaded list of choices (reviewers, mentors) shows: "Loading…", or what went wrong with
 * Retry and a way to close the dialog, or `children` once the list is there.
 */
export function DialogLoadState<T>({
  state,
  loadingLabel,
  errorTitle,
  onClose,
  children,
}: {
  state: Loaded<T>;
  loadingLabel: string;
  errorTitle: string;
  onClose: () => void;
  children: (value: T) => ReactNode;
}) {
  return (
    <>
      <LoadState state={state} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {(ready) => children(ready.value)}
      </LoadState>
      {state.status === 'error' ? (
        <div className="dialog__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('Close')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** A dialog's one field, a list of choices (radio buttons or checkboxes), with its error said once, under it. */
export function ChoiceFieldset({
  legend,
  error,
  errorId,
  children,
}: {
  legend: string;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="choice-list" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
