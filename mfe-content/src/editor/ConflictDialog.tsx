import { useId } from 'react';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { ErrorPanel, Loading } from '@sla/ui';
import { formatShortDateTime } from '@sla/data-views';
import { errorMessage } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { Dialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { fieldText, textsAsOne, type CompareField } from './compareText.js';
import { CopyButton } from './CopyButton.js';
import { DiffView } from './DiffView.js';
import { InBody } from './InBody.js';
import './editor.css';
import './comparing.css';

/** What every editable item carries about its last save. */
export interface Versioned {
  version: number;
  updatedAt: string;
  updatedByName: string;
}

export interface ConflictDialogProps<T extends Versioned> {
  /** The item as saved now (the other editor's save); null when it was deleted meanwhile. */
  loadLatest: () => Promise<T | null>;
  /** The form's values, by the fields' names. */
  mine: Record<string, unknown>;
  /** The saved item's values by the same names. */
  valuesOf: (item: T) => Record<string, unknown>;
  fields: readonly CompareField[];
  /** Save the form again on top of `latest` (its version as the base): this text wins, theirs stays a version. */
  onKeepMine: (latest: T) => void;
  /** Put `latest` in the form; `myText` is the text it replaced, to keep on screen so nothing is lost. */
  onTakeTheirs: (latest: T, myText: string) => void;
  /** Close and keep editing; the next save meets the same question. */
  onCancel: () => void;
}

/**
 * After a save refused because someone else saved first: says so, shows their text and this one side
 * by side with the differences, and lets the editor keep theirs or this one. Whatever is chosen, the
 * other text survives (as a version, or on screen to copy).
 */
export function ConflictDialog<T extends Versioned>({
  loadLatest,
  mine,
  valuesOf,
  fields,
  onKeepMine,
  onTakeTheirs,
  onCancel,
}: ConflictDialogProps<T>) {
  const titleId = useId();
  const messageId = useId();
  // Loaded once as the dialog opens: the comparison is with the save that caused it.
  const latest = useLoad(loadLatest, []);
  const myText = textsAsOne(fields, mine);

  let body;
  if (latest.status === 'loading') body = <Loading label={t('Loading their version…')} />;
  else if (latest.status === 'error')
    body = (
      <ErrorPanel title={t('Their version could not be loaded')} onRetry={latest.retry}>
        <p>{t(errorMessage(latest.error))}</p>
      </ErrorPanel>
    );
  else if (!latest.value)
    body = (
      <>
        <p className="alert">{t('Someone deleted it meanwhile. Copy your text so it is not lost.')}</p>
        <textarea className="conflict__text" readOnly value={myText} rows={8} aria-label={t('Your text')} />
        <CopyButton text={myText} />
      </>
    );
  else {
    const theirs = valuesOf(latest.value);
    const differing = fields.filter((field) => fieldText(field, theirs) !== fieldText(field, mine));
    const theirLabel = t('their version ({name})', { name: latest.value.updatedByName });
    body = (
      <>
        <p className="dialog__meta">
          {t('Saved by {name}, {date} (version {number}).', {
            name: latest.value.updatedByName,
            date: formatShortDateTime(latest.value.updatedAt, 'happened'),
            number: latest.value.version,
          })}
        </p>
        {differing.length ? null : <p>{t('Their text is the same as yours: keep yours to carry on.')}</p>}
        {differing.map((field) => (
          <section key={field.name} className="compare-field">
            <h3 className="compare-field__title">{t(field.label)}</h3>
            <div className="conflict__sides">
              <label className="conflict__side">
                <span className="conflict__side-label">{t('Theirs')}</span>
                <textarea className="conflict__text" readOnly rows={6} value={fieldText(field, theirs)} />
              </label>
              <label className="conflict__side">
                <span className="conflict__side-label">{t('Yours')}</span>
                <textarea className="conflict__text" readOnly rows={6} value={fieldText(field, mine)} />
              </label>
            </div>
            <details className="conflict__diff">
              <summary>{t('Differences')}</summary>
              <DiffView
                before={fieldText(field, theirs)}
                after={fieldText(field, mine)}
                beforeLabel={theirLabel}
                afterLabel={t('yours')}
              />
            </details>
          </section>
        ))}
        <CopyButton text={myText} />
      </>
    );
  }

  const ready = latest.status === 'ready' ? latest.value : null;
  return (
    <InBody>
      <Dialog labelledBy={titleId} describedBy={messageId} onDismiss={onCancel} className="dialog--wide">
        <h2 id={titleId} className="dialog__title">
          {t('Changed since you opened it')}
        </h2>
        <p id={messageId}>{t(CONTENT_MESSAGES.changedSinceOpened)}</p>
        {body}
        <div className="dialog__actions">
          {ready ? (
            <>
              <button type="button" className="button button--primary" onClick={() => onKeepMine(ready)} data-autofocus>
                {t('Keep mine')}
              </button>
              <button type="button" className="button button--outline" onClick={() => onTakeTheirs(ready, myText)}>
                {t('Take theirs')}
              </button>
            </>
          ) : null}
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('Cancel')}
          </button>
        </div>
      </Dialog>
    </InBody>
  );
}
