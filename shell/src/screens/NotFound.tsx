import { Link } from '@sla/router';
import { Screen } from '@sla/ui';

export default function NotFound() {
  return (
    <Screen
      title="Page not found"
      lead="We could not find a page at this address. It may have moved, or the link may be mistyped."
    >
      <p>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
    </Screen>
  );
}
