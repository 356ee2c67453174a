/** What the service needs of a Google service account's JSON key to call Firebase's Admin API. */
export interface ServiceAccount {
  clientEmail: string;
  /** PKCS #8 PEM, as Google's key file holds it. */
  privateKey: string;
  /** Names the key in the assertion's header, so Google checks the right one. */
  privateKeyId: string | null;
  projectId: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Reads a service account key file's JSON. Throws an Error whose message says, in a few words, what is wrong
 * (the caller names where the text came from); never the key itself.
 */
export function parseServiceAccount(json: string): ServiceAccount {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('is not JSON (expected the service account key file Google gives you)');
  }
  const fields = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (fields.type !== undefined && fields.type !== 'service_account')
    throw new Error(`is a "${String(fields.type)}" credential, not a service account key`);
  const clientEmail = text(fields.client_email);
  const privateKey = text(fields.private_key);
  if (!clientEmail || !privateKey) throw new Error('has no client_email or private_key (expected a service account key file)');
  if (!privateKey.includes('BEGIN PRIVATE KEY')) throw new Error('has a private_key that is not a PKCS #8 PEM key');
  return { clientEmail, privateKey, privateKeyId: text(fields.private_key_id), projectId: text(fields.project_id) };
}
