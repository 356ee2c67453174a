import { useId } from 'react';
import { t } from '@sla/i18n';
import { CopyButton } from './CopyButton.js';
import './editor.css';
import './comparing.css';

/** The editor's own text after they took someone else's: kept on screen until they have copied what they need. */
export function KeptText({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const id = useId();
  return (
    <section className="kept-text" aria-labelledby={id}>
      <h2 id={id} className="kept-text__title">
        {t('Your replaced text')}
      </h2>
      <p>{t('Their version is in the editor now. Yours is kept here until you close it: copy any part you still need.')}</p>
      <textarea className="kept-text__text" readOnly rows={8} value={text} aria-labelledby={id} />
      <div className="kept-text__actions">
        <CopyButton text={text} />
        <button type="button" className="link-button" onClick={onDismiss}>
          {t('Close your replaced text')}
        </button>
      </div>
    </section>
  );
}
