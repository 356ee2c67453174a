import { lazy } from 'react';
import { Route, Routes } from '@sla/router';
import { NotFoundInPortal } from '@sla/portal-kit';

const ApplicantDashboard = lazy(() => import('./screens/ApplicantDashboard.js'));
const MyApplications = lazy(() => import('./screens/MyApplications.js'));
const NewApplication = lazy(() => import('./screens/NewApplication.js'));
const ApplicationDetail = lazy(() => import('./screens/ApplicationDetail.js'));
const EditApplication = lazy(() => import('./screens/EditApplication.js'));
const MyMessages = lazy(() => import('./screens/MyMessages.js'));
const MessageThreadScreen = lazy(() => import('./screens/MessageThreadScreen.js'));

/** Every screen of this portal, each loaded on first visit. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/applicant" element={<ApplicantDashboard />} />
      <Route path="/applicant/applications" element={<MyApplications />} />
      <Route path="/applicant/applications/new" element={<NewApplication />} />
      <Route path="/applicant/applications/:id" element={<ApplicationDetail />} />
      <Route path="/applicant/applications/:id/edit" element={<EditApplication />} />
      <Route path="/applicant/messages" element={<MyMessages />} />
      <Route path="/applicant/messages/:id" element={<MessageThreadScreen />} />
      <Route path="*" element={<NotFoundInPortal />} />
    </Routes>
  );
}
