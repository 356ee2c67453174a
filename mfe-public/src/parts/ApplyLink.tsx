import { Link } from '@sla/router';
import { useCan } from '@sla/portal-kit';

/**
 * The Apply button: visitors create an account first (/signup); someone already signed in who may
 * apply goes straight to a new application.
 */
export function ApplyLink({ programName, className = 'button button--primary' }: { programName: string; className?: string }) {
  const member = useCan('apply_to_programs');
  return (
    <Link className={className} to={member ? '/applicant/applications/new' : '/signup'}>
      {member ? 'Start your application' : 'Apply now'} <span className="visually-hidden">to {programName}</span>
    </Link>
  );
}
