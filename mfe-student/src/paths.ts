/** The portal's addresses, in one place for links and tests. */
export const PATHS = {
  home: '/student',
  program: '/student/program',
  assignments: '/student/assignments',
  mentor: '/student/mentor',
  progress: '/student/progress',
  calendar: '/student/calendar',
  /** The organisation's events are listed on the public Get Involved page. */
  events: '/get-involved',
} as const;

export const assignmentPath = (id: string) => `${PATHS.assignments}/${encodeURIComponent(id)}`;
