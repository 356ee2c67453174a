import { lazy } from 'react';
import { Route, Routes } from '@sla/router';
import { NotFoundInPortal } from '@sla/portal-kit';

const ContentDashboard = lazy(() => import('./screens/ContentDashboard.js'));
const Posts = lazy(() => import('./screens/Posts.js'));
const NewPost = lazy(() => import('./screens/NewPost.js'));
const EditPost = lazy(() => import('./screens/EditPost.js'));
const ProgramPages = lazy(() => import('./screens/ProgramPages.js'));
const Events = lazy(() => import('./screens/Events.js'));
const Registrants = lazy(() => import('./screens/Registrants.js'));
const Categories = lazy(() => import('./screens/Categories.js'));
const Submissions = lazy(() => import('./screens/Submissions.js'));

/** Every screen of this portal, each loaded on first visit. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/content" element={<ContentDashboard />} />
      <Route path="/content/blog" element={<Posts />} />
      <Route path="/content/blog/new" element={<NewPost />} />
      <Route path="/content/blog/:id/edit" element={<EditPost />} />
      <Route path="/content/programs" element={<ProgramPages />} />
      <Route path="/content/events" element={<Events />} />
      <Route path="/content/events/:id/registrants" element={<Registrants />} />
      <Route path="/content/categories" element={<Categories />} />
      <Route path="/content/submissions" element={<Submissions />} />
      <Route path="*" element={<NotFoundInPortal />} />
    </Routes>
  );
}
