import type { ReactNode } from 'react';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { dateFormatter, Screen } from '@sla/ui';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** "November 2026" for "2026-11", in the page's language. */
function monthOf(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : dateFormatter({ month: 'long', year: 'numeric' }, 'UTC').format(date);
}

/**
 * A long page of plain text (privacy, terms, accessibility): a short contents list, then sections.
 * `updated` is the month of the last change, as YYYY-MM.
 */
export function LegalPage({
  pattern,
  lead,
  updated,
  sections,
}: {
  pattern: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <Screen title={t(screenName(pattern))} lead={lead} className="legal">
      <p className="legal__updated">{t('Last updated: {month}', { month: monthOf(updated) })}</p>
      <nav className="legal__toc" aria-labelledby="legal-toc">
        <h2 id="legal-toc">{t('On this page')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </Screen>
  );
}
