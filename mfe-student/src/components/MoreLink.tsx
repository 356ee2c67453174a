import type { ReactNode } from 'react';
import { useCanOpen } from '@sla/portal-kit';
import { Link } from '@sla/router';

/** A link under a part of a screen to the screen that shows it whole; nothing where the role may not go. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  const canOpen = useCanOpen(to);
  return canOpen ? (
    <p className="student-more">
      <Link to={to}>{children}</Link>
    </p>
  ) : null;
}
