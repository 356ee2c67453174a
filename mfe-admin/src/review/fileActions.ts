import { api, routes, type UploadedFile } from '@sla/data';
import { UPLOAD_TYPES } from '@sla/contract/schemas';
import { downloadBlob } from '@sla/data-views';

/** How long an opened file's object URL is kept, so the new tab has read it before it is revoked. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Only types a browser shows inertly are opened in a tab: an object URL has this site's origin, so an
 * HTML or SVG file opened there could run script as the site. Anything else is downloaded.
 */
const OPENABLE: readonly string[] = UPLOAD_TYPES;

export function canOpenInBrowser(file: Pick<UploadedFile, 'type'>): boolean {
  return OPENABLE.includes(file.type);
}

/** Saves an applicant's file under its own name. */
export async function downloadFile(applicationId: string, file: UploadedFile): Promise<void> {
  const blob = await api(routes.downloadReviewFile, { params: { id: applicationId, fileId: file.id } });
  downloadBlob(blob, file.name);
}

/**
 * Shows an applicant's file in a new tab. The tab is opened at once, in the click, since browsers block
 * a window opened later from a promise; it gets the file when it arrives, or closes on a failure.
 * Where no tab can be opened (a blocker), the file is downloaded instead.
 */
export async function openFile(applicationId: string, file: UploadedFile): Promise<void> {
  if (!canOpenInBrowser(file)) return downloadFile(applicationId, file);
  const tab = window.open('', '_blank');
  try {
    const blob = await api(routes.downloadReviewFile, { params: { id: applicationId, fileId: file.id } });
    // The type checked by the server, not whatever the response said, decides how the tab shows it.
    const typed = new Blob([blob], { type: file.type });
    if (!tab) {
      downloadBlob(typed, file.name);
      return;
    }
    const url = URL.createObjectURL(typed);
    tab.opener = null;
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
