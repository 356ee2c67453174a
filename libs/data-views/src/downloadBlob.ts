/** How long a downloaded file's object URL is kept, so the browser has read it before it is revoked. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a file the browser already holds: an object URL clicked through a temporary `<a download>`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
