import { msg, t } from '@sla/i18n';
import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { contactAddress, Screen, T, useSite } from '@sla/ui';
import { initials } from '../parts/format.js';

const VALUES = [
  {
    title: msg('Curiosity first'),
    text: msg('Grades tell us where someone has been. Questions tell us where they could go, so that is what we look for.'),
  },
  {
    title: msg('Nobody left out by cost'),
    text: msg(
      'Our programmes are free. We pay for data bundles, lend laptops and cover travel, so money is never the reason someone stops.',
    ),
  },
  {
    title: msg('Rigour and honesty'),
    text: msg(
      'Good science is careful and open about what it does not know. We teach it that way, and try to run ourselves that way too.',
    ),
  },
  {
    title: msg('Lead by lifting others'),
    text: msg('Every Dynamerge fellow mentors a StepUp scholar. Leadership, for us, starts with helping someone else grow.'),
  },
];

const TEAM = [
  {
    name: 'Amina Okafor',
    role: msg('Executive Director'),
    bio: msg('A microbiologist who left the bench to build the support she wished she had had as a student.'),
  },
  {
    name: 'Kwame Mensah',
    role: msg('Programmes Manager'),
    bio: msg('Runs selection and the year of each cohort, and knows every scholar by name.'),
  },
  {
    name: 'Samuel Bekele',
    role: msg('Dynamerge Fellowship Lead'),
    bio: msg('A public-health researcher who designs the leadership labs and the residential week.'),
  },
  {
    name: 'Aïcha Traoré',
    role: msg('Mentorship Coordinator'),
    bio: msg('Matches scholars with mentors across the continent and the diaspora, and checks in on both.'),
  },
  {
    name: 'Thandiwe Nkosi',
    role: msg('Communications and Stories'),
    bio: msg('Edits the stories on this site and helps scholars tell their own in their own words.'),
  },
  {
    name: 'Joseph Mwangi',
    role: msg('Partnerships and Finance'),
    bio: msg('Works with the universities, institutes and donors who fund places, and keeps every cent accounted for.'),
  },
];

const PARTNERS = [
  { title: msg('University partners'), text: msg('Host research projects, open their labs and lend us supervisors.') },
  {
    title: msg('Research institutes'),
    text: msg('Give fellows a place to work on shared questions, and time from senior scientists.'),
  },
  {
    title: msg('Hospitals and health research centres'),
    text: msg('Welcome scholars interested in medicine and public health.'),
  },
  {
    title: msg('Foundations and individual donors'),
    text: msg('Pay for data bundles, laptops and travel: most of what a scholar needs.'),
  },
  { title: msg('Volunteer mentors'), text: msg('Researchers at every career stage who give an hour or two a month.') },
];

export default function About() {
  const email = contactAddress(useSite());
  return (
    <Screen
      title={t(screenName('/about'))}
      lead={t(
        "We believe Africa's future scientists are already in its classrooms. Our work is to make sure nothing stands between them and the lab.",
      )}
      className="about"
    >
      <section className="about__mission" aria-labelledby="about-mission">
        <h2 id="about-mission">{t('Our mission')}</h2>
        <p className="about__statement">
          {t("To nurture Africa's next generation of scientist-leaders through research, mentorship and community.")}
        </p>
        <p>
          {t(
            'We find curious young people early, pair them with researchers who have walked the road before them, and keep them in a community of peers until they are leading research of their own, and bringing the next generation with them.',
          )}
        </p>
      </section>

      <section className="about__section" aria-labelledby="about-values">
        <h2 id="about-values">{t('What we value')}</h2>
        <ul className="value-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="value">
              <h3 className="value__title">{t(value.title)}</h3>
              <p>{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="about-programmes">
        <h2 id="about-programmes">{t('What our programmes do')}</h2>
        <div className="about__programmes">
          <div className="about__programme">
            <h3>
              <Link to="/programs/stepup-scholars">StepUp Scholars</Link>
            </h3>
            <p>
              {t(
                'A free year of mentorship and hands-on research for secondary-school leavers and early undergraduates: a mentor of their own, a cohort that meets every fortnight, a real project, and the data bundle to take part.',
              )}
            </p>
          </div>
          <div className="about__programme">
            <h3>
              <Link to="/programs/dynamerge">Dynamerge</Link>
            </h3>
            <p>
              {t(
                'Nine months of leadership training for early-career researchers, who work in teams across borders on a shared study, meet for one residential week, and each mentor a StepUp scholar.',
              )}
            </p>
          </div>
        </div>
      </section>

      <section className="about__section" aria-labelledby="about-team">
        <h2 id="about-team">{t('Our team')}</h2>
        <p className="about__intro">
          {t('A small staff, spread across four countries, working with more than a hundred volunteer mentors.')}
        </p>
        <ul className="team-grid">
          {TEAM.map((person, index) => (
            <li key={person.name} className="person">
              <span className={`avatar avatar--${(index % 3) + 1}`} aria-hidden="true">
                {initials(person.name)}
              </span>
              <div>
                <h3 className="person__name">{person.name}</h3>
                <p className="person__role">{t(person.role)}</p>
                <p className="person__bio">{t(person.bio)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="about-partners">
        <h2 id="about-partners">{t('Who we work with')}</h2>
        <ul className="partner-list">
          {PARTNERS.map((partner) => (
            <li key={partner.title}>
              <strong>{t(partner.title)}</strong>
              <span>{t(partner.text)}</span>
            </li>
          ))}
        </ul>
        <p>
          <T
            message="Could your organisation host a scholar or fund a place? <link>Become a partner</link>."
            components={{ link: <Link to="/get-involved" /> }}
          />
        </p>
      </section>

      <section className="cta-band" aria-labelledby="about-reach">
        <h2 id="about-reach">{t('Reach us')}</h2>
        <p>
          <T
            message="Questions about a programme, a partnership or a story? Write to <email>{email}</email> or use the contact form. We answer within two working days."
            values={{ email }}
            components={{ email: <a href={`mailto:${email}`} /> }}
          />
        </p>
        <div className="cta-band__actions">
          <Link className="button button--accent" to="/contact">
            {t('Contact us')}
          </Link>
          <Link className="button button--light" to="/get-involved">
            {t('Get involved')}
          </Link>
        </div>
      </section>
    </Screen>
  );
}
