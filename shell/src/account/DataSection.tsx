import { useState } from 'react';
import { api, errorMessage, routes } from '@sla/data';
import { FormProblem } from '@sla/forms';
import { t } from '@sla/i18n';
import { Section } from './Section.js';

/** Everything the service holds about the signed-in person, as one JSON file. */
export function DataSection() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await api(routes.exportMyData);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      title={t('Your data')}
      intro={t(
        'Download everything we hold about you: profile, applications, studies and mentoring, messages, e-mail choices and history.',
      )}
    >
      <FormProblem message={problem} />
      <button type="button" className="button button--outline" disabled={busy} onClick={() => void download()}>
        {busy ? t('Preparing…') : t('Download my data')}
      </button>
    </Section>
  );
}
