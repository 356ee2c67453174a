import type { Application } from '@sla/contract';
import type { Db } from '../db/database.js';
import { applicantView } from './applicantView.js';
import { loadApplication } from './loadApplication.js';
import { noSuchApplication } from './ownApplication.js';

/** Loads application `id` and shows it as its applicant sees it; pass the transaction when reading after a change in it. */
export async function readApplicantView(db: Db, id: string, now: Date): Promise<Application> {
  const loaded = await loadApplication(db, id);
  if (!loaded) throw noSuchApplication();
  return applicantView(loaded.row, loaded.events, loaded.files, now);
}
