import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { LinkTokenAction } from '../forms/LinkTokenAction.js';

/** Where the unsubscribe link of every newsletter e-mail lands: /newsletter/unsubscribe?token=… */
export default function NewsletterUnsubscribe() {
  return (
    <Screen title={screenName('/newsletter/unsubscribe')}>
      <LinkTokenAction
        action="unsubscribe"
        working="Unsubscribing you…"
        doneTitle="You are unsubscribed"
        afterDone={
          <p>
            Changed your mind? <a href="#newsletter-email">Sign up again</a> at any time with the form at the bottom of this page.
          </p>
        }
        help={
          <p>
            Open the link again from the newest e-mail we sent you, or <Link to="/contact">write to us</Link> and we will take
            your address off the list.
          </p>
        }
      />
    </Screen>
  );
}
