/** The shortest password the sign-up and new-password forms take, also named when the identity provider refuses a weak one. */
export const PASSWORD_MIN = 8;
