import { useEffect, useRef } from 'react';
import type { FieldErrors } from '@sla/data';
import { t } from '@sla/i18n';
import { controlIdFor } from './fieldLabels.js';

/**
 * Every problem that stops the profile being saved, at the top of the form, each linking to its field. Takes focus
 * when it appears (after a failed save) so keyboard and screen-reader users learn at once what to fix.
 */
export function ErrorSummary({ errors, attempt }: { errors: FieldErrors; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter(([, message]) => message);
  useEffect(() => {
    if (attempt && entries.length) box.current?.focus();
    // Focus once per save attempt, not as each error is fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!entries.length) return null;
  return (
    <div className="profile-errors" role="alert" tabIndex={-1} ref={box} aria-labelledby="profile-errors-title">
      <h2 id="profile-errors-title" className="profile-errors__title">
        {t(
          '{count, plural, one {One thing needs fixing before your profile can be saved} other {# things need fixing before your profile can be saved}}',
          { count: entries.length },
        )}
      </h2>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>{path === '_' ? t(message) : <a href={`#${controlIdFor(path)}`}>{t(message)}</a>}</li>
        ))}
      </ul>
    </div>
  );
}
