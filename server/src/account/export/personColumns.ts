// Every column that holds a person's id, and what the data download ("everything we hold about you") does with it: a
// part of the export that carries it, or the reason it is left out. personColumns.spec.ts reads the database's own
// catalogue and fails on a column that holds a person's id and is not here, so a new table cannot be forgotten.

export type PersonColumnUse = { exportedAs: string } | { excluded: string };

const exportedAs = (part: string): PersonColumnUse => ({ exportedAs: part });
const excluded = (reason: string): PersonColumnUse => ({ excluded: reason });

/** Staff's work on someone else's record names the member of staff who did it; the record is about the other person. */
const STAFF_ACTION = excluded(
  "the member of staff who acted on someone else's record: the record is that person's (audit and history show who acted)",
);
const REVIEWING = excluded(
  "a reviewer's work on someone else's application: it is about the applicant, and the programme's selection record",
);

export const PERSON_COLUMNS: Readonly<Record<string, PersonColumnUse>> = {
  'users.uid': exportedAs('profile'),
  'live_streams.uid': excluded(
    'a live page open at this moment, counted against the cap of five: its row goes when the page closes (or 90 s after its instance stops)',
  ),
  'users.suspended_by': STAFF_ACTION,
  'audit_logs.user_id': exportedAs('roleHistory (role changes); other entries are the security log, kept for staff'),
  'audit_logs.changed_by': STAFF_ACTION,
  'content.created_by': STAFF_ACTION,
  'content.updated_by': STAFF_ACTION,
  'content.credit_uid': exportedAs('creditedPosts'),
  'content_versions.saved_by': STAFF_ACTION,
  'content_translations.updated_by': STAFF_ACTION,
  'applications.user_id': exportedAs('applications'),
  'applications.decided_by': STAFF_ACTION,
  'application_events.actor_uid': exportedAs("applications (each application's timeline, as its applicant sees it)"),
  'application_files.uploaded_by': exportedAs('applications (each file’s details)'),
  'application_messages.author_uid': exportedAs(
    'applicationMessages (every message about your applications, yours and the programme team’s; staff writing about someone else’s application is that person’s record)',
  ),
  'application_threads.applicant_uid': exportedAs('applicationMessages'),
  'media.uploaded_by': exportedAs(
    "storySubmissions (a story's pictures are its text's and cover's addresses, which its author can open; pictures never sent with a story are deleted a day on); library images an editor added are a staff action",
  ),
  'story_submissions.author_uid': exportedAs('storySubmissions'),
  'story_submissions.handled_by': STAFF_ACTION,
  'review_assignments.reviewer_uid': REVIEWING,
  'review_assignments.assigned_by': STAFF_ACTION,
  'reviews.reviewer_uid': REVIEWING,
  'review_conflicts.reviewer_uid': REVIEWING,
  'notices.user_id': exportedAs('notices'),
  'email_preferences.uid': exportedAs('emailPreferences'),
  'cohort_members.uid': exportedAs('learning.cohortMemberships'),
  'cohort_members.completed_by': STAFF_ACTION,
  'module_files.uploaded_by': STAFF_ACTION,
  'module_progress.uid': exportedAs('learning.modulesDone'),
  'submissions.uid': exportedAs('learning.handIns (with grades and feedback)'),
  'submissions.marked_by': STAFF_ACTION,
  // A student's earlier grades are staff's record of their grading (the grade standing now is in learning.handIns).
  'submission_grades.graded_by': STAFF_ACTION,
  'submission_files.uid': exportedAs('learning.handInFiles'),
  'mentorships.student_uid': exportedAs('learning.mentorships'),
  'mentorships.mentor_uid': exportedAs('learning.mentorships'),
  'mentorships.paired_by': STAFF_ACTION,
  'mentorships.ended_by': exportedAs(
    "learning.mentorships (endedBy and endNote: which side ended it and the note left, as its two people see it; a member of staff who ended someone else's is that mentorship's record)",
  ),
  'mentor_messages.author_uid': exportedAs('learning.mentorships[].messages'),
  'mentor_checkins.author_uid': exportedAs('learning.mentorships[].checkins'),
  'mentor_tasks.created_by': exportedAs('learning.mentorships[].tasks'),
  'announcements.author_uid': excluded(
    "a member of staff's announcement to a cohort: the programme's record, which its students read with the author's name",
  ),
  'announcement_reads.uid': exportedAs('learning.announcementsRead'),
  'alumni_profiles.uid': exportedAs('alumniProfile'),
  'alumni_profiles.hidden_by': STAFF_ACTION,
  'alumni_conversations.first_uid': exportedAs('alumniMessagesSent (by conversation)'),
  'alumni_conversations.second_uid': exportedAs('alumniMessagesSent (by conversation)'),
  'alumni_messages.sender_uid': exportedAs('alumniMessagesSent'),
  'alumni_blocks.blocker_uid': exportedAs('alumniBlocks'),
  'alumni_blocks.blocked_uid': excluded('that someone blocked you is theirs to keep: showing it would tell you who'),
  'alumni_reports.reporter_uid': exportedAs('alumniReportsMade'),
  'alumni_reports.reported_uid': excluded('a report about you protects whoever made it; staff act on it'),
  'alumni_reports.resolved_by': STAFF_ACTION,
  'opportunities.poster_uid': exportedAs('opportunitiesPosted'),
  'opportunities.hidden_by': STAFF_ACTION,
  'opportunity_digests.uid': exportedAs('opportunityDigest'),
  'mentor_requests.student_uid': exportedAs('mentorRequests (the requests you sent for a mentor)'),
  'mentor_requests.mentor_uid': exportedAs('mentorRequests (the requests students sent you)'),
  'mentor_requests.closed_by': STAFF_ACTION,
  'event_registrations.uid': exportedAs('eventRegistrations (with those made from the account’s address signed out)'),
  'invitations.invited_by': STAFF_ACTION,
  'invitations.accepted_by': exportedAs('profile (the invitation only set the role it records)'),
  'site_settings.updated_by': STAFF_ACTION,
  // The follow-up inbox (decision 0049): the owner and the authors of notes and replies are staff working on someone
  // else's message or pledge. The sender's own words are exported (messagesToStaff, pledges), and the replies and their
  // answers as followUps (from "our team", as the sender saw them; notes never).
  'follow_ups.owner_uid': STAFF_ACTION,
  'follow_up_entries.author_uid': STAFF_ACTION,
};

/** How a column holding a person's id is named in this schema: uid, user_id, something_uid or something_by. */
export const PERSON_COLUMN_NAME = /^(uid|user_id)$|_uid$|_by$/;
