import { msg, t } from '@sla/i18n';

// Marked here, translated where shown. The service names the projects; these are what admins call them.
const PROJECT_LABELS: Readonly<Record<string, string>> = {
  shell: msg('Shell (frame, sign-in, navigation)'),
  'mfe-public': msg('Public site'),
  'mfe-applicant': msg('Applicant portal'),
  'mfe-student': msg('Student portal'),
  'mfe-admin': msg('Admin portal'),
  'mfe-content': msg('Content portal'),
  'mfe-alumni': msg('Alumni portal'),
};

/** "Public site" for mfe-public; a project the service knows and this table does not, by its technical name. */
export function projectName(project: string): string {
  const name = PROJECT_LABELS[project];
  return name ? t(name) : project;
}

/** How many releases a project's history shows until "Show all" is pressed. */
export const HISTORY_PREVIEW = 5;

/** Newest first, whatever order the service answered in (release ids start with their UTC time). */
export function newestFirst<R extends { id: string; releasedAt: string }>(releases: readonly R[]): R[] {
  return [...releases].sort((a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt) || b.id.localeCompare(a.id));
}
