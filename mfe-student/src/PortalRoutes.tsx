import { lazy } from 'react';
import { Route, Routes } from '@sla/router';
import { NotFoundInPortal } from '@sla/portal-kit';

const StudentDashboard = lazy(() => import('./screens/StudentDashboard.js'));
const ProgramContent = lazy(() => import('./screens/ProgramContent.js'));
const Assignments = lazy(() => import('./screens/Assignments.js'));
const AssignmentDetail = lazy(() => import('./screens/AssignmentDetail.js'));
const MentorSupport = lazy(() => import('./screens/MentorSupport.js'));
const Progress = lazy(() => import('./screens/Progress.js'));
const Calendar = lazy(() => import('./screens/Calendar.js'));

/** Every screen of this portal, each loaded on first visit. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/student" element={<StudentDashboard />} />
      <Route path="/student/program" element={<ProgramContent />} />
      <Route path="/student/assignments" element={<Assignments />} />
      <Route path="/student/assignments/:id" element={<AssignmentDetail />} />
      <Route path="/student/mentor" element={<MentorSupport />} />
      <Route path="/student/progress" element={<Progress />} />
      <Route path="/student/calendar" element={<Calendar />} />
      <Route path="*" element={<NotFoundInPortal />} />
    </Routes>
  );
}
