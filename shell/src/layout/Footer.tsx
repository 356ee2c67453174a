import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api, errorMessage, isDataError, routes } from '@sla/data';
// The zod-free e-mail rule: the footer is on every page's first download, where the shared schema would not fit.
import { emailProblem } from '@sla/contract/email';
import { Link } from '@sla/router';
import { t } from '@sla/i18n';
import { useSite, LiveFieldset } from '@sla/ui';

// Brand names: the same in every language.
const SOCIAL = [
  { name: 'Threads', href: 'https://www.threads.net/@scientistleadersafrica' },
  { name: 'Instagram', href: 'https://www.instagram.com/scientistleadersafrica' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/scientistleadersafrica' },
];

/** The newsletter field's id, stable so pages can link to it ("#newsletter-email": sign up again). */
export const NEWSLETTER_FIELD_ID = 'newsletter-email';

/**
 * The newsletter form keeps its own few lines of state instead of @sla/forms' useFormState and Field:
 * the footer is in every page's first download, where those cost about 1 KB more (measured with
 * tools/bench/bundle.mjs), more than the home page's JavaScript budget has left.
 */
export function Footer() {
  const { siteName } = useSite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const busyRef = useRef(false);
  const headingId = useId();
  const fieldId = NEWSLETTER_FIELD_ID;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const invalid = emailProblem(email);
    setError(invalid && t(invalid));
    setProblem(null);
    if (invalid) return fieldRef.current?.focus();
    busyRef.current = true;
    setBusy(true);
    try {
      // Double opt-in: the server e-mails a confirmation link and says so.
      setDone(t((await api(routes.subscribeToNewsletter, { body: { email: email.trim() } })).message));
    } catch (failure) {
      const onField = isDataError(failure) ? failure.fieldErrors.email : undefined;
      if (onField) {
        setError(t(onField));
        fieldRef.current?.focus();
      } else {
        setProblem(t(errorMessage(failure)));
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <footer className="footer">
      <div className="footer__inner">
        <section id="newsletter" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('Stay in touch')}</h2>
          {done ? (
            <p ref={doneRef} role="status" tabIndex={-1} className="footer__done">
              {done}
            </p>
          ) : (
            <form onSubmit={subscribe} noValidate aria-labelledby={headingId}>
              <LiveFieldset>
                <p className="footer__intro">{t('News from our scholars, and word when programmes open.')}</p>
                {problem ? (
                  <p className="footer__problem" role="alert">
                    {problem}
                  </p>
                ) : null}
                <div className="field">
                  <label htmlFor={fieldId}>{t('E-mail address')}</label>
                  <div className="footer__newsletter-row">
                    <input
                      ref={fieldRef}
                      id={fieldId}
                      type="email"
                      name="email"
                      autoComplete="email"
                      spellCheck={false}
                      required
                      value={email}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${fieldId}-error` : undefined}
                      onChange={(event) => {
                        setEmail(event.target.value);
                        setError(null);
                      }}
                    />
                    <button type="submit" className="button button--accent" aria-disabled={busy ? true : undefined}>
                      {busy ? t('Subscribing…') : t('Subscribe')}
                    </button>
                  </div>
                  {error ? (
                    <span id={`${fieldId}-error`} className="field__error">
                      {error}
                    </span>
                  ) : null}
                </div>
              </LiveFieldset>
            </form>
          )}
        </section>
        <nav aria-label={t('Social media')}>
          <h2>{t('Follow us')}</h2>
          <ul>
            {SOCIAL.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                  <span className="visually-hidden">{` ${t('(opens in a new tab)')}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('Legal')}>
          <h2>{t('About this site')}</h2>
          <ul>
            <li>
              <Link to="/privacy">{t('Privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('Terms')}</Link>
            </li>
            <li>
              <Link to="/accessibility">{t('Accessibility')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('Contact')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__bottom">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
}
