/** Where a notice about an application takes its applicant (the notice's words: decisionNoticeText of @sla/contract/serviceMessages). */
export const applicationPath = (id: string) => `/applicant/applications/${encodeURIComponent(id)}`;
