export { createIdentityStore, identityStore, type Identity, type IdentityStore, type SignedInUser } from './identity.js';
export { useIdentity } from './useIdentity.js';
export { auth, configureAuth, loadClient as prepareSignIn, startSession, type ProfileGateway } from './session.js';
export { DEFAULT_AUTH_CONFIG, EMAIL_LINK_CALLBACK_PATH, type AuthConfig } from './config.js';
export { AuthError, NO_AUTHENTICATED_USER, toAuthError, type AuthField } from './errors.js';
