/** A donor is their address, whatever its case: forms keep what people typed, so gifts are matched lower-cased. */
export const donorKey = (email: string) => email.trim().toLowerCase();
