import { Link } from '@sla/router';
import { useCan } from '@sla/portal-kit';
import { T } from '@sla/ui';

const HIDDEN = { hidden: <span className="visually-hidden" /> };

/**
 * The Apply button: visitors create an account first (/signup); someone already signed in who may
 * apply goes straight to a new application.
 */
export function ApplyLink({ programName, className = 'button button--primary' }: { programName: string; className?: string }) {
  const member = useCan('apply_to_programs');
  return (
    <Link className={className} to={member ? '/applicant/applications/new' : '/signup'}>
      {member ? (
        <T message="Start your application <hidden>to {program}</hidden>" values={{ program: programName }} components={HIDDEN} />
      ) : (
        <T message="Apply now <hidden>to {program}</hidden>" values={{ program: programName }} components={HIDDEN} />
      )}
    </Link>
  );
}
