import type { MouseEvent } from 'react';
import { Link } from '@sla/router';
import { api, orNull, routes, type Program } from '@sla/data';
import { formatNumber, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { ApplyLink } from './ApplyLink.js';
import { InEnglishNotice, textLang } from './contentLanguage.js';
import { formatDate, windowSentence, windowShort, zoneName } from './format.js';
import { LoadFailed, Placeholder } from './PageStates.js';
import { ILLUSTRATED } from './ProgramCard.js';
import { ServiceHtml } from './ServiceHtml.js';
import { WindowBadge } from './WindowBadge.js';

/**
 * A programme's page, from its slug: what it is, who it is for, how to apply, and whether (and
 * until when) applications are taken. The h1 is always the route's screen name.
 */
export function ProgramPage({ slug, pattern }: { slug: string; pattern: string }) {
  const name = t(screenName(pattern));
  const page = usePageData(`/public/programs/${slug}`, async () => orNull(api(routes.getPublicProgram, { params: { slug } })));
  const program = page.status === 'ready' ? page.data : null;
  const lang = textLang(program?.language);
  return (
    <Screen title={name} lead={program?.summary ? <span lang={lang}>{program.summary}</span> : null} className="programme">
      {page.status === 'loading' ? (
        <Placeholder label={t('Loading the {programme} programme…', { programme: name })} shape="programme" />
      ) : page.status === 'error' ? (
        <LoadFailed
          title={t('We could not load the {programme} programme', { programme: name })}
          error={page.error}
          retry={page.retry}
        />
      ) : program ? (
        <>
          <InEnglishNotice language={program.language} />
          <ProgramDetails program={program} slug={slug} />
        </>
      ) : (
        <div className="notice-card">
          <h2>{t('This programme page is not available')}</h2>
          <p>{t('It may have been retired, or is being rewritten. Our other pages may have what you are looking for.')}</p>
          <p className="link-row">
            <Link to="/">{t('Home')}</Link>
            <Link to="/blog">{t('Stories')}</Link>
            <Link to="/contact">{t('Contact us')}</Link>
          </p>
        </div>
      )}
    </Screen>
  );
}

function ProgramDetails({ program, slug }: { program: Program; slug: string }) {
  const win = program.applicationWindow;
  // Without a French version, a French page shows the English texts, marked as such (and says so above them).
  const lang = textLang(program.language);
  return (
    <div className="programme__layout">
      {program.heroImage ? (
        // The page's largest picture, chosen by its editors: fetched first, never lazily.
        <img
          className="programme__art"
          src={program.heroImage.url}
          srcSet={program.heroImage.srcset}
          sizes={program.heroImage.srcset ? '(min-width: 60rem) calc(100vw - 28rem), 100vw' : undefined}
          alt={program.heroImage.alt}
          lang={lang}
          width={program.heroImage.width ?? 1200}
          height={program.heroImage.height ?? 600}
          decoding="async"
          fetchPriority="high"
        />
      ) : ILLUSTRATED.has(slug) ? (
        <img className="programme__art" src={`/images/programs/${slug}.svg`} alt="" width={1200} height={675} decoding="async" />
      ) : null}
      <aside className="facts" aria-labelledby="programme-facts">
        <h2 id="programme-facts" className="facts__title">
          {t('Applications')}
        </h2>
        <WindowBadge state={win.state} />
        <p className="facts__sentence">{windowSentence(win)}</p>
        <dl className="facts__list">
          {win.opensAt ? (
            <div>
              <dt>{win.state === 'upcoming' ? t('Opens') : t('Opened')}</dt>
              <dd>{formatDate(win.opensAt, win.timeZone)}</dd>
            </div>
          ) : null}
          {win.closesAt ? (
            <div>
              <dt>{t('Deadline')}</dt>
              <dd>{formatDate(win.closesAt, win.timeZone)}</dd>
            </div>
          ) : null}
          {program.capacity ? (
            <div>
              <dt>{t('Places')}</dt>
              <dd>{formatNumber(program.capacity)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('Dates in')}</dt>
            <dd>{zoneName(win.timeZone)}</dd>
          </div>
        </dl>
        <NextStep program={program} />
      </aside>
      <div className="programme__content prose">
        <section aria-labelledby="programme-what">
          <h2 id="programme-what">{t('What it is')}</h2>
          <ServiceHtml html={program.descriptionHtml} lang={lang} />
        </section>
        <section aria-labelledby="programme-who">
          <h2 id="programme-who">{t('Who it is for')}</h2>
          <ServiceHtml html={program.whoForHtml} lang={lang} />
        </section>
        <section aria-labelledby="programme-how">
          <h2 id="programme-how">{t('How to apply')}</h2>
          <ServiceHtml html={program.howToApplyHtml} lang={lang} />
          {win.state === 'open' ? (
            // Again at the end, for whoever read this far on a phone (the facts are above the text).
            <div className="programme__apply">
              <ApplyLink programName={program.name} />
              <p>{windowShort(win)}</p>
            </div>
          ) : null}
        </section>
        {program.faq.length ? (
          <section aria-labelledby="programme-faq">
            <h2 id="programme-faq">{t('Questions people ask')}</h2>
            {program.faq.map((entry, index) => (
              <details key={index} className="programme__question">
                <summary lang={lang}>{entry.question}</summary>
                <ServiceHtml html={entry.answerHtml} lang={lang} />
              </details>
            ))}
          </section>
        ) : null}
      </div>
    </div>
  );
}

/**
 * To the footer's newsletter form (#newsletter). With scripts, straight into its e-mail field, so
 * a keyboard user can type at once; without, the link still scrolls there.
 */
function toNewsletter(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.querySelector<HTMLInputElement>('#newsletter input[type="email"]');
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

function NextStep({ program }: { program: Program }) {
  const { state } = program.applicationWindow;
  if (state === 'open') {
    return (
      <div className="facts__actions">
        <ApplyLink programName={program.name} />
        <p className="facts__hint">{t('Your draft is saved as you go.')}</p>
      </div>
    );
  }
  return (
    <div className="facts__actions">
      <p className="facts__hint">
        {state === 'upcoming'
          ? t('You can create your account now, so you are ready on the day.')
          : t('We announce each new round in our newsletter and stories.')}
      </p>
      {state === 'upcoming' ? (
        <Link className="button button--primary" to="/signup">
          {t('Create an account')}
        </Link>
      ) : null}
      <a className="button button--outline" href="#newsletter" onClick={toNewsletter}>
        {t('Get news by e-mail')}
      </a>
      <Link to="/blog">{t('Read stories from our scholars')}</Link>
    </div>
  );
}
