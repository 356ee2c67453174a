import { Link } from '@sla/router';
import { Screen } from '@sla/ui';

/** Shown when a portal is asked for a path it has no screen for (the shell normally catches these). */
export function NotFoundInPortal() {
  return (
    <Screen title="Page not found" lead="There is no page at this address.">
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Screen>
  );
}
