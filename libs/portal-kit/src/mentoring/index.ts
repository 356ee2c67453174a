// A mentorship from either side (student, staff mentor, alumni mentor): @sla/portal-kit/mentoring.
export { MentorshipPanel, NOT_FOUND_TITLE } from './MentorshipPanel.js';
export { MentorshipView } from './MentorshipView.js';
export { PAST_MENTORSHIP_ANCHOR, PastMentorship } from './PastMentorship.js';
export { MenteeView } from './MenteeView.js';
export { MyMenteesView } from './MyMenteesView.js';
export { personName as mentoringPersonName } from './words.js';
export { AskForMentor, type MentorAsker } from './AskForMentor.js';
