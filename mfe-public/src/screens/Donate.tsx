import { lazy, Suspense } from 'react';
import { api, routes } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { Link, useSearchParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { ErrorPanel, Loading, Screen, T } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { Confirmation } from '../forms/Confirmation.js';
import { DonationForm } from '../forms/DonationForm.js';

const WHAT_A_GIFT_DOES = [
  {
    title: msg('Mobile data for mentoring'),
    text: msg('A month of data bundles lets a scholar far from a university join weekly video calls with a mentor.'),
  },
  {
    title: msg('A first research project'),
    text: msg('Reagents, field kits and sensors turn a question a young scientist cares about into a project of their own.'),
  },
  {
    title: msg('A seat at a conference'),
    text: msg('Travel and a registration fee let a researcher present their work and meet the people who shape their field.'),
  },
];

// Only a donor back from Paystack's page needs it: its own chunk, so the Donate page stays light.
const MobileMoneyStatus = lazy(() => import('../parts/MobileMoneyStatus.js'));

// An async loader, so an unconfigured data client becomes a failure shown in the page, not a crash.
const loadConfig = async () => api(routes.getDonationConfig);

/**
 * What a gift does, then the gift (or pledge) form; /donate?thanks=1 is where Stripe's page returns, and
 * /donate?paid=mobile_money&reference=… where Paystack's does (the payment's status in place of the form).
 */
export default function Donate() {
  const [params] = useSearchParams();
  const thanked = params.get('thanks') === '1';
  const mobileMoney = params.get('paid') === 'mobile_money' ? params.get('reference') || params.get('trxref') : null;
  const config = usePageData('/public/donations/config', loadConfig);

  return (
    <Screen
      title={t(screenName('/donate'))}
      lead={t('Your gift opens doors into science for young Africans: data, equipment and the chance to be heard.')}
    >
      {thanked ? (
        <Confirmation
          title={t('Thank you for your gift!')}
          actions={
            <Link className="button button--outline" to="/donate">
              {t('Make another gift')}
            </Link>
          }
        >
          <p>{t('Your payment went through, and a receipt is on its way to your e-mail.')}</p>
          <p>
            <T
              message="Read the <link>stories of the scholars</link> you are backing."
              components={{ link: <Link to="/blog" /> }}
            />
          </p>
        </Confirmation>
      ) : null}
      <section aria-labelledby="gift-does-heading" className="gift-examples">
        <h2 id="gift-does-heading">{t('What a gift does')}</h2>
        <ul className="gift-examples__list">
          {WHAT_A_GIFT_DOES.map((example) => (
            <li key={example.title}>
              <h3>{t(example.title)}</h3>
              <p>{t(example.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      {mobileMoney ? (
        <Suspense fallback={<Loading label={t('Checking your payment…')} />}>
          <MobileMoneyStatus reference={mobileMoney} />
        </Suspense>
      ) : null}
      {thanked || mobileMoney ? null : (
        <div className="donation-area">
          {config.status === 'loading' ? <Loading label={t('Loading the ways to give…')} /> : null}
          {config.status === 'error' ? (
            <ErrorPanel title={t('The donation form could not be loaded')} onRetry={config.retry}>
              <p>
                <T
                  message="Check your connection and try again. You can also write to us from the <link>Contact</link> page."
                  components={{ link: <Link to="/contact" /> }}
                />
              </p>
            </ErrorPanel>
          ) : null}
          {config.status === 'ready' ? <DonationForm config={config.data} /> : null}
        </div>
      )}
      <h2>{t('Other ways to give')}</h2>
      <p>
        <T
          message="In-kind support (laptops, lab equipment), hosting a research placement or funding a scholarship: <write>write to us</write> or see how to <partner>partner with us</partner>."
          components={{ write: <Link to="/contact" />, partner: <Link to="/get-involved?as=partner" /> }}
        />
      </p>
    </Screen>
  );
}
