import { data } from '@sla/data';
import { Link, useSearchParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { Confirmation } from '../forms/Confirmation.js';
import { DonationForm } from '../forms/DonationForm.js';

const WHAT_A_GIFT_DOES = [
  {
    title: 'Mobile data for mentoring',
    text: 'A month of data bundles lets a scholar far from a university join weekly video calls with a mentor.',
  },
  {
    title: 'A first research project',
    text: 'Reagents, field kits and sensors turn a question a young scientist cares about into a project of their own.',
  },
  {
    title: 'A seat at a conference',
    text: 'Travel and a registration fee let a researcher present their work and meet the people who shape their field.',
  },
];

// An async loader, so an unconfigured data client becomes a failure shown in the page, not a crash.
const loadConfig = async () => data.public.donationConfig();

/** What a gift does, then the gift (or pledge) form; /donate?thanks=1 is where the payment page returns. */
export default function Donate() {
  const [params] = useSearchParams();
  const thanked = params.get('thanks') === '1';
  const config = usePageData('/public/donations/config', loadConfig);

  return (
    <Screen
      title={screenName('/donate')}
      lead="Your gift opens doors into science for young Africans: data, equipment and the chance to be heard."
    >
      {thanked ? (
        <Confirmation
          title="Thank you for your gift!"
          actions={
            <Link className="button button--outline" to="/donate">
              Make another gift
            </Link>
          }
        >
          <p>Your payment went through, and a receipt is on its way to your e-mail.</p>
          <p>
            Read the <Link to="/blog">stories of the scholars</Link> you are backing.
          </p>
        </Confirmation>
      ) : null}
      <section aria-labelledby="gift-does-heading" className="gift-examples">
        <h2 id="gift-does-heading">What a gift does</h2>
        <ul className="gift-examples__list">
          {WHAT_A_GIFT_DOES.map((example) => (
            <li key={example.title}>
              <h3>{example.title}</h3>
              <p>{example.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {thanked ? null : (
        <div className="donation-area">
          {config.status === 'loading' ? <Loading label="Loading the ways to give…" /> : null}
          {config.status === 'error' ? (
            <ErrorPanel title="The donation form could not be loaded" onRetry={config.retry}>
              <p>
                Check your connection and try again. You can also write to us from the <Link to="/contact">Contact</Link> page.
              </p>
            </ErrorPanel>
          ) : null}
          {config.status === 'ready' ? <DonationForm config={config.data} /> : null}
        </div>
      )}
      <h2>Other ways to give</h2>
      <p>
        In-kind support (laptops, lab equipment), hosting a research placement or funding a scholarship:{' '}
        <Link to="/contact">write to us</Link> or see how to <Link to="/get-involved?as=partner">partner with us</Link>.
      </p>
    </Screen>
  );
}
