import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { contactAddress, Screen, useSite } from '@sla/ui';
import { initials } from '../parts/format.js';

const VALUES = [
  {
    title: 'Curiosity first',
    text: 'Grades tell us where someone has been. Questions tell us where they could go, so that is what we look for.',
  },
  {
    title: 'Nobody left out by cost',
    text: 'Our programmes are free. We pay for data bundles, lend laptops and cover travel, so money is never the reason someone stops.',
  },
  {
    title: 'Rigour and honesty',
    text: 'Good science is careful and open about what it does not know. We teach it that way, and try to run ourselves that way too.',
  },
  {
    title: 'Lead by lifting others',
    text: 'Every Dynamerge fellow mentors a StepUp scholar. Leadership, for us, starts with helping someone else grow.',
  },
];

const TEAM = [
  {
    name: 'Amina Okafor',
    role: 'Executive Director',
    bio: 'A microbiologist who left the bench to build the support she wished she had had as a student.',
  },
  {
    name: 'Kwame Mensah',
    role: 'Programmes Manager',
    bio: 'Runs selection and the year of each cohort, and knows every scholar by name.',
  },
  {
    name: 'Samuel Bekele',
    role: 'Dynamerge Fellowship Lead',
    bio: 'A public-health researcher who designs the leadership labs and the residential week.',
  },
  {
    name: 'Aïcha Traoré',
    role: 'Mentorship Coordinator',
    bio: 'Matches scholars with mentors across the continent and the diaspora, and checks in on both.',
  },
  {
    name: 'Thandiwe Nkosi',
    role: 'Communications and Stories',
    bio: 'Edits the stories on this site and helps scholars tell their own in their own words.',
  },
  {
    name: 'Joseph Mwangi',
    role: 'Partnerships and Finance',
    bio: 'Works with the universities, institutes and donors who fund places, and keeps every cent accounted for.',
  },
];

const PARTNERS = [
  { title: 'University partners', text: 'Host research projects, open their labs and lend us supervisors.' },
  { title: 'Research institutes', text: 'Give fellows a place to work on shared questions, and time from senior scientists.' },
  { title: 'Hospitals and health research centres', text: 'Welcome scholars interested in medicine and public health.' },
  { title: 'Foundations and individual donors', text: 'Pay for data bundles, laptops and travel: most of what a scholar needs.' },
  { title: 'Volunteer mentors', text: 'Researchers at every career stage who give an hour or two a month.' },
];

export default function About() {
  const email = contactAddress(useSite());
  return (
    <Screen
      title={screenName('/about')}
      lead="We believe Africa's future scientists are already in its classrooms. Our work is to make sure nothing stands between them and the lab."
      className="about"
    >
      <section className="about__mission" aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p className="about__statement">
          To nurture Africa&apos;s next generation of scientist-leaders through research, mentorship and community.
        </p>
        <p>
          We find curious young people early, pair them with researchers who have walked the road before them, and keep them in a
          community of peers until they are leading research of their own, and bringing the next generation with them.
        </p>
      </section>

      <section className="about__section" aria-labelledby="about-values">
        <h2 id="about-values">What we value</h2>
        <ul className="value-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="value">
              <h3 className="value__title">{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="about-programmes">
        <h2 id="about-programmes">What our programmes do</h2>
        <div className="about__programmes">
          <div className="about__programme">
            <h3>
              <Link to="/programs/stepup-scholars">StepUp Scholars</Link>
            </h3>
            <p>
              A free year of mentorship and hands-on research for secondary-school leavers and early undergraduates: a mentor of
              their own, a cohort that meets every fortnight, a real project, and the data bundle to take part.
            </p>
          </div>
          <div className="about__programme">
            <h3>
              <Link to="/programs/dynamerge">Dynamerge</Link>
            </h3>
            <p>
              Nine months of leadership training for early-career researchers, who work in teams across borders on a shared study,
              meet for one residential week, and each mentor a StepUp scholar.
            </p>
          </div>
        </div>
      </section>

      <section className="about__section" aria-labelledby="about-team">
        <h2 id="about-team">Our team</h2>
        <p className="about__intro">
          A small staff, spread across four countries, working with more than a hundred volunteer mentors.
        </p>
        <ul className="team-grid">
          {TEAM.map((person, index) => (
            <li key={person.name} className="person">
              <span className={`avatar avatar--${(index % 3) + 1}`} aria-hidden="true">
                {initials(person.name)}
              </span>
              <div>
                <h3 className="person__name">{person.name}</h3>
                <p className="person__role">{person.role}</p>
                <p className="person__bio">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="about-partners">
        <h2 id="about-partners">Who we work with</h2>
        <ul className="partner-list">
          {PARTNERS.map((partner) => (
            <li key={partner.title}>
              <strong>{partner.title}</strong>
              <span>{partner.text}</span>
            </li>
          ))}
        </ul>
        <p>
          Could your organisation host a scholar or fund a place? <Link to="/get-involved">Become a partner</Link>.
        </p>
      </section>

      <section className="cta-band" aria-labelledby="about-reach">
        <h2 id="about-reach">Reach us</h2>
        <p>
          Questions about a programme, a partnership or a story? Write to <a href={`mailto:${email}`}>{email}</a> or use the
          contact form. We answer within two working days.
        </p>
        <div className="cta-band__actions">
          <Link className="button button--accent" to="/contact">
            Contact us
          </Link>
          <Link className="button button--light" to="/get-involved">
            Get involved
          </Link>
        </div>
      </section>
    </Screen>
  );
}
