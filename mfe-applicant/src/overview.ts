import { api, routes, type ApplicationSummary, type ProgramSettings, type TimelineEvent } from '@sla/data';
import { latestEvent } from './components/Timeline.js';

/** Enough to hold every application of an applicant in practice (one per programme). */
export const OVERVIEW_LIMIT = 50;
/** How many applications the dashboard shows in full. */
export const DASHBOARD_SHOWN = 5;

export interface ApplicationOverview {
  /** The applicant's applications, newest first (up to OVERVIEW_LIMIT). */
  all: ApplicationSummary[];
  /** The latest timeline entry of each application shown on the dashboard, by id. */
  latest: Record<string, TimelineEvent | null>;
  /** More applications exist than the dashboard shows. */
  more: boolean;
}

/** The programmes that are active (open, or not yet open, or closed: the caller tells them apart). */
export async function loadActiveProgrammes(): Promise<ProgramSettings[]> {
  return (await api(routes.listPrograms, { query: { status: 'active' } })).items;
}

/** The applicant's own applications, for the dashboard and for knowing which programmes have a draft. */
export async function loadApplications(): Promise<ApplicationSummary[]> {
  return (await api(routes.listMyApplications, { query: { limit: OVERVIEW_LIMIT } })).items;
}

/**
 * The dashboard's applications with their latest timeline entry. A summary carries no timeline, so
 * the few shown are read in full; one that fails to load just goes without its entry.
 */
export async function loadOverview(): Promise<ApplicationOverview> {
  const page = await api(routes.listMyApplications, { query: { limit: OVERVIEW_LIMIT } });
  const shown = page.items.slice(0, DASHBOARD_SHOWN);
  const details = await Promise.all(
    shown.map((summary) => api(routes.getMyApplication, { params: { id: summary.id } }).catch(() => null)),
  );
  const latest = Object.fromEntries(
    shown.map((summary, index) => [summary.id, details[index] ? latestEvent(details[index].timeline) : null]),
  );
  return { all: page.items, latest, more: page.nextCursor !== null || page.items.length > shown.length };
}

/** This programme's application, if the applicant has one (the newest, should there be several). */
export function applicationFor(programId: string, applications: readonly ApplicationSummary[]): ApplicationSummary | null {
  return applications.find((application) => application.program.id === programId) ?? null;
}

export const detailPath = (id: string) => `/applicant/applications/${encodeURIComponent(id)}`;
export const editPath = (id: string, step?: number) => `${detailPath(id)}/edit${step ? `?step=${step}` : ''}`;
