import { useState } from 'react';
import { t } from '@sla/i18n';

/** Copies `text` to the clipboard and says whether it did; where the browser refuses, the text stays on screen to copy by hand. */
export function CopyButton({ text, label = t('Copy my text') }: { text: string; label?: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t('Copied.'));
    } catch {
      setSaid(t('The browser did not allow copying: select the text and copy it yourself.'));
    }
  };
  return (
    <span className="copy-button">
      <button type="button" className="button button--outline button--small" onClick={copy}>
        {label}
      </button>
      <span role="status" className="copy-button__said">
        {said}
      </span>
    </span>
  );
}
