import { Link } from '@sla/router';

/** Someone else's application and a wrong address look the same: not found, nothing more said. */
export function ApplicationNotFound() {
  return (
    <div className="empty-state" role="status">
      <p>We could not find that application.</p>
      <p>
        <Link to="/applicant/applications">See your applications</Link>
      </p>
    </div>
  );
}
