import { lazy } from 'react';
import { Route, Routes } from '@sla/router';
import { NotFoundInPortal } from '@sla/portal-kit';

const AdminDashboard = lazy(() => import('./screens/AdminDashboard.js'));
const ApplicationQueue = lazy(() => import('./screens/ApplicationQueue.js'));
const ApplicationView = lazy(() => import('./screens/ApplicationView.js'));
const ApplicationReview = lazy(() => import('./screens/ApplicationReview.js'));
const MentorRequests = lazy(() => import('./screens/MentorRequests.js'));
const StaffMentorshipPage = lazy(() => import('./screens/StaffMentorshipPage.js'));
const ReferenceRequests = lazy(() => import('./screens/ReferenceRequests.js'));
const ProgramSettings = lazy(() => import('./screens/ProgramSettings.js'));
const UsersAndRoles = lazy(() => import('./screens/UsersAndRoles.js'));
const PersonPage = lazy(() => import('./screens/PersonPage.js'));
const Supporters = lazy(() => import('./screens/Supporters.js'));
const DonorPage = lazy(() => import('./screens/DonorPage.js'));
const ProgrammeDelivery = lazy(() => import('./screens/ProgrammeDelivery.js'));
const CohortPage = lazy(() => import('./screens/CohortPage.js'));
const GradingQueue = lazy(() => import('./screens/GradingQueue.js'));
const GradeWork = lazy(() => import('./screens/GradeWork.js'));
const MyMentees = lazy(() => import('./screens/MyMentees.js'));
const MenteePage = lazy(() => import('./screens/MenteePage.js'));
const ActivityLog = lazy(() => import('./screens/ActivityLog.js'));
const SiteSettings = lazy(() => import('./screens/SiteSettings.js'));
const Releases = lazy(() => import('./screens/Releases.js'));
const MessageInbox = lazy(() => import('./screens/MessageInbox.js'));
const EventDoors = lazy(() => import('./screens/EventDoors.js'));
const EventDoor = lazy(() => import('./screens/EventDoor.js'));
const FollowUpInbox = lazy(() => import('./screens/FollowUpInbox.js'));
const FollowUpItem = lazy(() => import('./screens/FollowUpItem.js'));

/** Every screen of this portal, each loaded on first visit. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminDashboard />} />
      <Route path="/admin/applications" element={<ApplicationQueue />} />
      <Route path="/admin/applications/:id" element={<ApplicationView />} />
      <Route path="/admin/applications/:id/review" element={<ApplicationReview />} />
      <Route path="/admin/references" element={<ReferenceRequests />} />
      <Route path="/admin/mentor-requests" element={<MentorRequests />} />
      <Route path="/admin/mentorships/:id" element={<StaffMentorshipPage />} />
      <Route path="/admin/programs" element={<ProgramSettings />} />
      <Route path="/admin/users" element={<UsersAndRoles />} />
      <Route path="/admin/users/:id" element={<PersonPage />} />
      <Route path="/admin/supporters" element={<Supporters />} />
      <Route path="/admin/supporters/donor" element={<DonorPage />} />
      <Route path="/admin/delivery" element={<ProgrammeDelivery />} />
      <Route path="/admin/delivery/:id" element={<CohortPage />} />
      <Route path="/admin/grading" element={<GradingQueue />} />
      <Route path="/admin/grading/:id" element={<GradeWork />} />
      <Route path="/admin/mentees" element={<MyMentees />} />
      <Route path="/admin/mentees/:id" element={<MenteePage />} />
      <Route path="/admin/activity" element={<ActivityLog />} />
      <Route path="/admin/settings" element={<SiteSettings />} />
      <Route path="/admin/releases" element={<Releases />} />
      <Route path="/admin/messages" element={<MessageInbox />} />
      <Route path="/admin/events" element={<EventDoors />} />
      <Route path="/admin/events/:id" element={<EventDoor />} />
      <Route path="/admin/inbox" element={<FollowUpInbox />} />
      <Route path="/admin/inbox/:id" element={<FollowUpItem />} />
      <Route path="*" element={<NotFoundInPortal />} />
    </Routes>
  );
}
