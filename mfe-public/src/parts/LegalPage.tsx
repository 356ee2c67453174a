import type { ReactNode } from 'react';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long page of plain text (privacy, terms, accessibility): a short contents list, then sections. */
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
    <Screen title={screenName(pattern)} lead={lead} className="legal">
      <p className="legal__updated">Last updated: {updated}</p>
      <nav className="legal__toc" aria-labelledby="legal-toc">
        <h2 id="legal-toc">On this page</h2>
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
