/**
 * Signs the unsubscribe links of optional e-mails. Known to anyone who reads this code, so outside development
 * EMAIL_LINK_SECRET must replace it: with this one, anyone could unsubscribe anyone.
 */
export const DEVELOPMENT_EMAIL_LINK_SECRET = 'sla-development-email-links-are-not-secret';

/** Shorter than this, a secret could be guessed. */
const MIN_LENGTH = 32;

/**
 * Reads EMAIL_LINK_SECRET for config.ts: without it, the development default with a warning (`development`), or
 * the one-sentence problem to stop the service with (outside development, where the default would let anyone
 * unsubscribe anyone). A secret too short is such a problem too.
 */
export function readEmailLinkSecret(
  env: NodeJS.ProcessEnv,
  development: boolean,
  warn: (message: string) => void,
): { secret: string } | { problem: string } {
  const secret = env.EMAIL_LINK_SECRET;
  if (secret) {
    if (secret.length < MIN_LENGTH)
      return {
        problem: `EMAIL_LINK_SECRET must be at least ${MIN_LENGTH} characters long (a random string); it has ${secret.length}.`,
      };
    return { secret };
  }
  if (!development)
    return { problem: `EMAIL_LINK_SECRET is not set: set it to a random string of at least ${MIN_LENGTH} characters.` };
  warn(
    'warning: EMAIL_LINK_SECRET is not set; unsubscribe links in e-mails are signed with the development default, which anyone can forge.',
  );
  return { secret: DEVELOPMENT_EMAIL_LINK_SECRET };
}

let configured: string | null = null;

/** Set once at start from the configuration (service.ts); until then (tests) the development default. */
export function setEmailLinkSecret(secret: string): void {
  configured = secret;
}

export function emailLinkSecret(): string {
  return configured ?? DEVELOPMENT_EMAIL_LINK_SECRET;
}
