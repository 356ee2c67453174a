/** Where a notice about an application takes its applicant (the notice's words: decisionNoticeText of @sla/data/serviceMessages). */
export const applicationPath = (id: string) => `/applicant/applications/${encodeURIComponent(id)}`;
