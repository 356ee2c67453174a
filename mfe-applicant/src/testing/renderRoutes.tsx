import { renderRoutesAt } from '@sla/portal-kit/testing/links';
import ApplicantDashboard from '../screens/ApplicantDashboard.js';
import ApplicationDetail from '../screens/ApplicationDetail.js';
import EditApplication from '../screens/EditApplication.js';
import MyApplications from '../screens/MyApplications.js';
import NewApplication from '../screens/NewApplication.js';
import MessageThreadScreen from '../screens/MessageThreadScreen.js';
import MyMessages from '../screens/MyMessages.js';

/** The portal's screens (loaded eagerly, unlike PortalRoutes) at `path`. */
export function renderAt(path: string) {
  return renderRoutesAt(path, {
    '/applicant': <ApplicantDashboard />,
    '/applicant/applications': <MyApplications />,
    '/applicant/applications/new': <NewApplication />,
    '/applicant/applications/:id': <ApplicationDetail />,
    '/applicant/applications/:id/edit': <EditApplication />,
    '/applicant/messages': <MyMessages />,
    '/applicant/messages/:id': <MessageThreadScreen />,
  });
}
