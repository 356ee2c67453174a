// The footer is in every page's first download, so it carries this tiny check instead of the shared
// schema (zod). The messages are the server's own (@sla/data/schemas: EMAIL_REQUIRED, EMAIL_INVALID),
// and the server checks again: anything this lets through that it refuses is shown by the field.

/** The footer form's one rule (spec section 5): an e-mail is required and must look like one. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your e-mail address.';
  if (email.length > 254) return 'Keep the e-mail address to 254 characters or fewer.';
  // The same shape browsers accept for type="email": something@domain.tld, no spaces.
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) return 'Enter an e-mail address like name@example.com.';
  return null;
}
