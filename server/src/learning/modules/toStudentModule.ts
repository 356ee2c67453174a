import type { LearningFile, StudentModule, UpcomingModule } from '@sla/contract';
import { markdownHtml } from '../../content/markdownHtml.js';
import type { StudentModuleRow } from './studentModuleRows.js';

/** An opened module as the student reads it: the body rendered and sanitised as the public site does. */
export function toStudentModule(row: StudentModuleRow, files: LearningFile[]): StudentModule {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    bodyHtml: markdownHtml(row.body, 2),
    links: row.links,
    opensAt: row.opensAt.toISOString(),
    files,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** A module not opened yet: its title and when it opens, never its content. */
export function toUpcomingModule(row: StudentModuleRow): UpcomingModule {
  return { id: row.id, position: row.position, title: row.title, opensAt: row.opensAt.toISOString() };
}
