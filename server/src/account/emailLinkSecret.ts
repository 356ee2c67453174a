/**
 * Signs the unsubscribe links of optional e-mails. Known to anyone who reads this code, so outside development
 * EMAIL_LINK_SECRET must replace it: with this one, anyone could unsubscribe anyone.
 */
export const DEVELOPMENT_EMAIL_LINK_SECRET = 'sla-development-email-links-are-not-secret';

/** Shorter than this, a secret could be guessed. */
const MIN_LENGTH = 32;

/**
 * Reads EMAIL_LINK_SECRET; without it, the development default with a warning (as config.ts does for every
 * fallback). Tests (NODE_ENV=test) use the default silently. A secret too short stops the service, naming it.
 */
export function loadEmailLinkSecret(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = console.warn,
): string {
  const secret = env.EMAIL_LINK_SECRET;
  if (secret) {
    if (secret.length < MIN_LENGTH)
      throw new Error(
        `EMAIL_LINK_SECRET must be at least ${MIN_LENGTH} characters long (a random string); it has ${secret.length}.`,
      );
    return secret;
  }
  if (env.NODE_ENV !== 'test')
    warn(
      'warning: EMAIL_LINK_SECRET is not set; unsubscribe links in e-mails are signed with the development default, which anyone can forge.',
    );
  return DEVELOPMENT_EMAIL_LINK_SECRET;
}

let loaded: string | null = null;

/** The secret, read from the environment once (the first call, at start, is where the warning shows). */
export function emailLinkSecret(): string {
  return (loaded ??= loadEmailLinkSecret());
}
