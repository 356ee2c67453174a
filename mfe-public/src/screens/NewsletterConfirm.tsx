import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { LinkTokenAction } from '../forms/LinkTokenAction.js';

/** Where the double opt-in e-mail's link lands: /newsletter/confirm?token=… */
export default function NewsletterConfirm() {
  return (
    <Screen title={screenName('/newsletter/confirm')}>
      <LinkTokenAction
        action="confirm"
        working="Confirming your subscription…"
        doneTitle="You are subscribed"
        afterDone={
          <p>
            While you wait for the first issue, read the latest <Link to="/blog">stories from our community</Link>.
          </p>
        }
        help={
          <p>
            A link stops working once it has been used to unsubscribe, or when a newer one was sent.{' '}
            <a href="#newsletter-email">Sign up again</a> with the form at the bottom of this page.
          </p>
        }
      />
    </Screen>
  );
}
