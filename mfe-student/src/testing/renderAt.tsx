import { renderRoutesAt } from '@sla/portal-kit/testing/links';
import Calendar from '../screens/Calendar.js';
import AssignmentDetail from '../screens/AssignmentDetail.js';
import Assignments from '../screens/Assignments.js';
import ProgramContent from '../screens/ProgramContent.js';
import Progress from '../screens/Progress.js';
import StudentDashboard from '../screens/StudentDashboard.js';

/** This helper's screens (loaded eagerly, unlike PortalRoutes) at `path`. */
export function renderAt(path: string) {
  return renderRoutesAt(path, {
    '/student': <StudentDashboard />,
    '/student/program': <ProgramContent />,
    '/student/assignments': <Assignments />,
    '/student/assignments/:id': <AssignmentDetail />,
    '/student/progress': <Progress />,
    '/student/calendar': <Calendar />,
  });
}
