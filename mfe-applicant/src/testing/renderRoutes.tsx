import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import ApplicantDashboard from '../screens/ApplicantDashboard.js';
import ApplicationDetail from '../screens/ApplicationDetail.js';
import EditApplication from '../screens/EditApplication.js';
import MyApplications from '../screens/MyApplications.js';
import NewApplication from '../screens/NewApplication.js';

/** Where the router is, for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The portal's screens (loaded eagerly, unlike PortalRoutes) at `path`. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/applicant" element={<ApplicantDashboard />} />
        <Route path="/applicant/applications" element={<MyApplications />} />
        <Route path="/applicant/applications/new" element={<NewApplication />} />
        <Route path="/applicant/applications/:id" element={<ApplicationDetail />} />
        <Route path="/applicant/applications/:id/edit" element={<EditApplication />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
