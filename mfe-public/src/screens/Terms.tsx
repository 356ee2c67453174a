import { Link } from '@sla/router';
import { contactAddress, useSite } from '@sla/ui';
import { LegalPage } from '../parts/LegalPage.js';

export default function Terms() {
  const site = useSite();
  const { siteName } = site;
  const email = contactAddress(site);
  return (
    <LegalPage
      pattern="/terms"
      lead="The few rules that apply when you use this site and its portals, in plain words."
      updated="November 2026"
      sections={[
        {
          id: 'terms-about',
          title: 'About these terms',
          body: (
            <p>
              This site is run by {siteName}, a non-profit organisation. By using it you agree to these terms. They sit alongside
              our <Link to="/privacy">privacy notice</Link>, which explains what we do with your information.
            </p>
          ),
        },
        {
          id: 'terms-account',
          title: 'Your account',
          body: (
            <ul>
              <li>Use your own name and an e-mail address you can read: that is where we send decisions.</li>
              <li>
                One account per person. Keep your password to yourself, and tell us at once if you think someone else has used
                your account.
              </li>
              <li>You can close your account at any time by writing to us.</li>
            </ul>
          ),
        },
        {
          id: 'terms-applications',
          title: 'Applying to a programme',
          body: (
            <>
              <p>
                Applications must be your own work and true. You may ask others for advice, but the answers must be in your own
                words. We may check what you tell us, and we may withdraw a place that was offered on the strength of something
                untrue.
              </p>
              <p>
                Deadlines are shown on each programme&apos;s page, with the time zone they apply in. Our selection panel&apos;s
                decisions are final, but you are always welcome to ask for feedback.
              </p>
            </>
          ),
        },
        {
          id: 'terms-content',
          title: 'What you share, and what we publish',
          body: (
            <>
              <p>
                If you send us a story, you keep the copyright. You allow us to publish it on this site and in our newsletter,
                with your name, and to shorten or correct it; we always ask before changing its meaning. You can ask us to take it
                down at any time.
              </p>
              <p>
                Stories on this site belong to their authors. You are welcome to share links to them and to quote short parts with
                credit; for anything more, ask us first.
              </p>
            </>
          ),
        },
        {
          id: 'terms-donations',
          title: 'Donations',
          body: (
            <p>
              Gifts are paid through Stripe. A monthly gift can be stopped at any time, and stops from the next month. If you gave
              by mistake, write to us within 30 days and we will refund you. A pledge is a promise, not a contract: you can change
              your mind.
            </p>
          ),
        },
        {
          id: 'terms-conduct',
          title: 'Please do not',
          body: (
            <ul>
              <li>harass, threaten or insult anyone, in our community spaces or anywhere else on the site;</li>
              <li>send spam, or use our forms for anything but writing to us;</li>
              <li>try to get into accounts or pages that are not yours, or to break or overload the site;</li>
              <li>copy the site&apos;s content or personal details of our members in bulk.</li>
            </ul>
          ),
        },
        {
          id: 'terms-liability',
          title: 'Our responsibility',
          body: (
            <p>
              We work hard to keep the site available and its information right, but we cannot promise that it will always be
              online or free of mistakes. We are not responsible for the sites we link to. Nothing in these terms takes away
              rights you have by law.
            </p>
          ),
        },
        {
          id: 'terms-contact',
          title: 'Changes and questions',
          body: (
            <p>
              If we change these terms we update this page and its date; if a change affects members, we tell them by e-mail.
              Questions are welcome at <a href={`mailto:${email}`}>{email}</a> or through our{' '}
              <Link to="/contact">contact page</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
