import { Link } from '@sla/router';
import { api, routes, type HomePage } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { EventList } from '../parts/EventList.js';
import { LoadFailed, Placeholder } from '../parts/PageStates.js';
import { ProgramCard } from '../parts/ProgramCard.js';
import { StoryCard } from '../parts/StoryCard.js';

// An async function, so a missing data client becomes a failed load (with Retry), not a crash.
const loadHome = async (): Promise<HomePage> => api(routes.getPublicHome);

const PILLARS = [
  { title: msg('Research'), text: msg('Real projects with real researchers, from the first question to the last slide.') },
  { title: msg('Mentorship'), text: msg('A mentor of your own who has walked the road and wants you to go further.') },
  { title: msg('Community'), text: msg('Peers across the continent to learn with, argue with and lean on.') },
];

export default function Home() {
  const page = usePageData('/public/home', loadHome);
  return (
    <Screen
      title={t(screenName('/'))}
      heading={t("Nurturing Africa's next generation of scientist-leaders")}
      lead={t(
        'We open doors to research, mentorship and a community of peers for young Africans who want to use science to change their communities.',
      )}
      className="home"
    >
      <div className="home__actions">
        <Link className="button button--primary" to="/signup">
          {t('Apply now')}
        </Link>
        <Link className="button button--accent" to="/donate">
          {t('Donate')}
        </Link>
        <Link className="button button--outline" to="/get-involved">
          {t('Get involved')}
        </Link>
      </div>
      <img className="home__art" src="/images/home/hero.svg" alt="" width={1200} height={675} decoding="async" />

      <ul className="pillars" aria-label={t('What we offer')}>
        {PILLARS.map((pillar) => (
          <li key={pillar.title} className="pillar">
            <span className="pillar__title">{t(pillar.title)}</span>
            <span className="pillar__text">{t(pillar.text)}</span>
          </li>
        ))}
      </ul>

      {page.status === 'loading' ? (
        <div className="home__data">
          <h2 className="section-title">{t('Our programmes')}</h2>
          <Placeholder label={t('Loading programmes, stories and events…')} shape="programmes" />
        </div>
      ) : page.status === 'error' ? (
        <div className="home__data">
          <LoadFailed title={t('We could not load our programmes and latest stories')} error={page.error} retry={page.retry} />
        </div>
      ) : (
        <HomeSections home={page.data} />
      )}

      <section className="cta-band" aria-labelledby="home-help">
        <h2 id="home-help">{t('Help a young scientist take the next step')}</h2>
        <p>
          {t(
            "A month of mobile data, a mentor's time, a place at a workshop: small things open big doors. Give what you can, or give your time.",
          )}
        </p>
        <div className="cta-band__actions">
          <Link className="button button--accent" to="/donate">
            {t('Donate')}
          </Link>
          <Link className="button button--light" to="/get-involved">
            {t('Get involved')}
          </Link>
        </div>
      </section>
    </Screen>
  );
}

function HomeSections({ home }: { home: HomePage }) {
  return (
    <>
      <section className="home__section" aria-labelledby="home-programmes">
        <h2 id="home-programmes" className="section-title">
          {t('Our programmes')}
        </h2>
        {home.programs.length ? (
          <ul className="program-grid">
            {home.programs.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-note">{t('Our programme pages are being updated. Please come back soon.')}</p>
        )}
      </section>

      <section className="home__section" aria-labelledby="home-stories">
        <div className="section-head">
          <h2 id="home-stories" className="section-title">
            {t('Latest stories')}
          </h2>
          <Link to="/blog" className="section-head__link">
            {t('All stories')}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        {home.stories.length ? (
          <ul className="story-grid">
            {home.stories.slice(0, 3).map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-note">{t('Stories from our scholars will appear here soon.')}</p>
        )}
      </section>

      <section className="home__section" aria-labelledby="home-events">
        <h2 id="home-events" className="section-title">
          {t('Coming up')}
        </h2>
        {home.events.length ? (
          <EventList events={home.events.slice(0, 3)} />
        ) : (
          <p className="empty-note">
            <T
              message="No events are announced right now. New ones appear here first, and in our <link>stories</link>."
              components={{ link: <Link to="/blog" /> }}
            />
          </p>
        )}
      </section>
    </>
  );
}
