import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { contactAddress, T, useSite } from '@sla/ui';
import { LegalPage } from '../parts/LegalPage.js';

export default function Terms() {
  const site = useSite();
  const { siteName } = site;
  const email = contactAddress(site);
  return (
    <LegalPage
      pattern="/terms"
      lead={t('The few rules that apply when you use this site and its portals, in plain words.')}
      updated="2026-11"
      sections={[
        {
          id: 'terms-about',
          title: t('About these terms'),
          body: (
            <p>
              <T
                message="This site is run by {siteName}, a non-profit organisation. By using it you agree to these terms. They sit alongside our <link>privacy notice</link>, which explains what we do with your information."
                values={{ siteName }}
                components={{ link: <Link to="/privacy" /> }}
              />
            </p>
          ),
        },
        {
          id: 'terms-account',
          title: t('Your account'),
          body: (
            <ul>
              <li>{t('Use your own name and an e-mail address you can read: that is where we send decisions.')}</li>
              <li>
                {t(
                  'One account per person. Keep your password to yourself, and tell us at once if you think someone else has used your account.',
                )}
              </li>
              <li>{t('You can close your account at any time by writing to us.')}</li>
            </ul>
          ),
        },
        {
          id: 'terms-applications',
          title: t('Applying to a programme'),
          body: (
            <>
              <p>
                {t(
                  'Applications must be your own work and true. You may ask others for advice, but the answers must be in your own words. We may check what you tell us, and we may withdraw a place that was offered on the strength of something untrue.',
                )}
              </p>
              <p>
                {t(
                  "Deadlines are shown on each programme's page, with the time zone they apply in. Our selection panel's decisions are final, but you are always welcome to ask for feedback.",
                )}
              </p>
            </>
          ),
        },
        {
          id: 'terms-content',
          title: t('What you share, and what we publish'),
          body: (
            <>
              <p>
                {t(
                  'If you send us a story, you keep the copyright. You allow us to publish it on this site and in our newsletter, with your name, and to shorten or correct it; we always ask before changing its meaning. You can ask us to take it down at any time.',
                )}
              </p>
              <p>
                {t(
                  'Stories on this site belong to their authors. You are welcome to share links to them and to quote short parts with credit; for anything more, ask us first.',
                )}
              </p>
            </>
          ),
        },
        {
          id: 'terms-donations',
          title: t('Donations'),
          body: (
            <p>
              {t(
                'Gifts are paid through Stripe. A monthly gift can be stopped at any time, and stops from the next month. If you gave by mistake, write to us within 30 days and we will refund you. A pledge is a promise, not a contract: you can change your mind.',
              )}
            </p>
          ),
        },
        {
          id: 'terms-conduct',
          title: t('Please do not'),
          body: (
            <ul>
              <li>{t('harass, threaten or insult anyone, in our community spaces or anywhere else on the site;')}</li>
              <li>{t('send spam, or use our forms for anything but writing to us;')}</li>
              <li>{t('try to get into accounts or pages that are not yours, or to break or overload the site;')}</li>
              <li>{t("copy the site's content or personal details of our members in bulk.")}</li>
            </ul>
          ),
        },
        {
          id: 'terms-liability',
          title: t('Our responsibility'),
          body: (
            <p>
              {t(
                'We work hard to keep the site available and its information right, but we cannot promise that it will always be online or free of mistakes. We are not responsible for the sites we link to. Nothing in these terms takes away rights you have by law.',
              )}
            </p>
          ),
        },
        {
          id: 'terms-contact',
          title: t('Changes and questions'),
          body: (
            <p>
              <T
                message="If we change these terms we update this page and its date; if a change affects members, we tell them by e-mail. Questions are welcome at <email>{email}</email> or through our <link>contact page</link>."
                values={{ email }}
                components={{ email: <a href={`mailto:${email}`} />, link: <Link to="/contact" /> }}
              />
            </p>
          ),
        },
      ]}
    />
  );
}
