import { sql } from 'drizzle-orm';
import type { DashboardFigures, ProgrammeRoundFigures } from '@sla/contract';
import { APPLICATION_STATUSES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { rowsOf } from './rowsOf.js';

interface RoundRow {
  id: string;
  name: string;
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  status: string | null;
  n: number | string | null;
  released: number | string | null;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * Applications by programme and status in each programme's current round. A programme keeps one application window
 * (opens_at..closes_at), moved forward for each intake, so its current round is the applications started since its
 * window opened; earlier ones belong to earlier rounds. Draft and archived programmes take no applications and are
 * left out. Released decisions count as the applicant sees them (decisionReleased): released and due.
 */
export async function roundFigures(db: Db, now: Date): Promise<DashboardFigures['round']> {
  const rows = await rowsOf<RoundRow>(
    db,
    // One range of applications_round per programme (a lateral join), so the wide rows are never read.
    // decided implies a decision and a release time (applications_decided_has_decision).
    sql`SELECT p.id, p.name, p.opens_at, p.closes_at, a.status, a.n, a.released
      FROM programs p
      LEFT JOIN LATERAL (
        SELECT status, count(*) AS n,
          count(*) FILTER (WHERE status = 'decided' AND released_at IS NOT NULL
            AND decision_release_at <= ${now.toISOString()}::timestamptz) AS released
        FROM applications
        WHERE program_id = p.id AND created_at >= coalesce(p.opens_at, '-infinity'::timestamptz)
        GROUP BY status
      ) a ON true
      WHERE p.status IN ('active', 'closed')`,
  );
  const byId = new Map<string, ProgrammeRoundFigures>();
  for (const row of rows) {
    let programme = byId.get(row.id);
    if (!programme) {
      programme = {
        programId: row.id,
        name: row.name,
        opensAt: iso(row.opens_at),
        closesAt: iso(row.closes_at),
        byStatus: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ProgrammeRoundFigures['byStatus'],
        total: 0,
        decisionsReleased: 0,
      };
      byId.set(row.id, programme);
    }
    // A programme without applications in its round comes back once, with a null status and no count.
    if (row.status === null) continue;
    const n = Number(row.n);
    programme.byStatus[row.status as keyof ProgrammeRoundFigures['byStatus']] = n;
    programme.total += n;
    programme.decisionsReleased += Number(row.released);
  }
  const programmes = [...byId.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return {
    programmes,
    total: programmes.reduce((sum, p) => sum + p.total, 0),
    decisionsReleased: programmes.reduce((sum, p) => sum + p.decisionsReleased, 0),
  };
}
