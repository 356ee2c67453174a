import { lazy } from 'react';
import { Route, Routes } from '@sla/router';
import { NotFoundInPortal } from '@sla/portal-kit';

const AlumniDashboard = lazy(() => import('./screens/AlumniDashboard.js'));
const AlumniProfile = lazy(() => import('./screens/AlumniProfile.js'));
const AlumniDirectory = lazy(() => import('./screens/AlumniDirectory.js'));
const AlumniStories = lazy(() => import('./screens/AlumniStories.js'));
const WriteStory = lazy(() => import('./screens/WriteStory.js'));
const EditStory = lazy(() => import('./screens/EditStory.js'));
const AlumniMember = lazy(() => import('./screens/AlumniMember.js'));
const AlumniMessages = lazy(() => import('./screens/AlumniMessages.js'));
const Conversation = lazy(() => import('./screens/Conversation.js'));
const ManageProfiles = lazy(() => import('./screens/ManageProfiles.js'));
const ManageProfile = lazy(() => import('./screens/ManageProfile.js'));
const MyMentees = lazy(() => import('./screens/MyMentees.js'));
const MenteePage = lazy(() => import('./screens/MenteePage.js'));
const MyMentor = lazy(() => import('./screens/MyMentor.js'));
const OpportunityBoard = lazy(() => import('./screens/OpportunityBoard.js'));
const OpportunityPage = lazy(() => import('./screens/OpportunityPage.js'));
const PostOpportunity = lazy(() => import('./screens/PostOpportunity.js'));
const MyOpportunities = lazy(() => import('./screens/MyOpportunities.js'));
const EditOpportunity = lazy(() => import('./screens/EditOpportunity.js'));

/** Every screen of this portal, each loaded on first visit. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/alumni" element={<AlumniDashboard />} />
      <Route path="/alumni/profile" element={<AlumniProfile />} />
      <Route path="/alumni/directory" element={<AlumniDirectory />} />
      <Route path="/alumni/directory/:uid" element={<AlumniMember />} />
      <Route path="/alumni/messages" element={<AlumniMessages />} />
      <Route path="/alumni/messages/:id" element={<Conversation />} />
      <Route path="/alumni/manage" element={<ManageProfiles />} />
      <Route path="/alumni/manage/:uid" element={<ManageProfile />} />
      <Route path="/alumni/stories" element={<AlumniStories />} />
      <Route path="/alumni/stories/new" element={<WriteStory />} />
      <Route path="/alumni/stories/:id/edit" element={<EditStory />} />
      <Route path="/alumni/mentees" element={<MyMentees />} />
      <Route path="/alumni/mentees/:id" element={<MenteePage />} />
      <Route path="/alumni/mentor" element={<MyMentor />} />
      <Route path="/alumni/opportunities" element={<OpportunityBoard />} />
      <Route path="/alumni/opportunities/new" element={<PostOpportunity />} />
      <Route path="/alumni/opportunities/mine" element={<MyOpportunities />} />
      <Route path="/alumni/opportunities/:id" element={<OpportunityPage />} />
      <Route path="/alumni/opportunities/:id/edit" element={<EditOpportunity />} />
      <Route path="*" element={<NotFoundInPortal />} />
    </Routes>
  );
}
