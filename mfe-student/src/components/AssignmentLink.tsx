import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';
import { assignmentPath } from '../paths.js';

/** An assignment's title, linking to its page where the role may open it (plain text otherwise). */
export function AssignmentLink({ id, title, className }: { id: string; title: string; className?: string }) {
  const path = assignmentPath(id);
  const canOpen = useCanOpen(path);
  return canOpen ? (
    <Link to={path} className={className}>
      {title}
    </Link>
  ) : (
    <span className={className}>{title}</span>
  );
}
