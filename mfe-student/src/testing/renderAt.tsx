import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import AssignmentDetail from '../screens/AssignmentDetail.js';
import Assignments from '../screens/Assignments.js';
import ProgramContent from '../screens/ProgramContent.js';
import Progress from '../screens/Progress.js';
import StudentDashboard from '../screens/StudentDashboard.js';

/** Where the router is, for tests that follow a navigation or a filter kept in the address. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** This helper's screens (loaded eagerly, unlike PortalRoutes) at `path`. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/student" element={<StudentDashboard />} />
        <Route path="/student/program" element={<ProgramContent />} />
        <Route path="/student/assignments" element={<Assignments />} />
        <Route path="/student/assignments/:id" element={<AssignmentDetail />} />
        <Route path="/student/progress" element={<Progress />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
