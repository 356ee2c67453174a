// Everything that touches the Firebase SDK, loaded only when someone signs in or has a session, so
// visitors of the public pages never download it.
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  checkActionCode,
  EmailAuthProvider,
  linkWithPopup,
  reauthenticateWithCredential,
  unlink,
  verifyBeforeUpdateEmail,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GithubAuthProvider,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
  type ActionCodeSettings,
  type User,
} from 'firebase/auth';
import { EMAIL_LINK_CALLBACK_PATH, type AuthConfig } from '../config.js';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** The ways an account signs in: "password", "google.com", "github.com". */
export type ProviderId = 'password' | 'google.com' | 'github.com';

const toUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email, displayName: user.displayName });

const popupProvider = (provider: 'google' | 'github') =>
  provider === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider();

export type FirebaseClient = ReturnType<typeof createFirebaseClient>;

export function createFirebaseClient(config: AuthConfig, origin: string) {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  const current = () => auth.currentUser;
  const signedIn = () => {
    const user = current();
    if (!user) throw Object.assign(new Error('No authenticated user'), { code: 'auth/no-authenticated-user' });
    return user;
  };
  /** Asks for the password again: Firebase refuses e-mail and password changes on an old sign-in. */
  const confirmPassword = (user: User, password: string) =>
    reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));

  const linkSettings = (): ActionCodeSettings => ({
    url: `${origin}${EMAIL_LINK_CALLBACK_PATH}`,
    handleCodeInApp: true,
    android: {
      packageName: config.emailLink.androidPackageName,
      installApp: config.emailLink.androidInstallApp,
      minimumVersion: config.emailLink.androidMinimumVersion,
    },
    iOS: { bundleId: config.emailLink.iosBundleId },
  });

  return {
    onChange(listener: (user: AuthUser | null) => void) {
      return onAuthStateChanged(auth, (user) => listener(user ? toUser(user) : null));
    },
    currentUser: () => {
      const user = current();
      return user ? toUser(user) : null;
    },
    getIdToken: async () => (await current()?.getIdToken()) ?? null,
    signInWithPassword: async (email: string, password: string) =>
      toUser((await signInWithEmailAndPassword(auth, email, password)).user),
    async signUp(email: string, password: string, displayName: string) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      return toUser(user);
    },
    async signInWithProvider(provider: 'google' | 'github') {
      const { user } = await signInWithPopup(auth, popupProvider(provider));
      return toUser(user);
    },
    /** Forces a new ID token, so custom claims set since the last one (a changed role) are in it. */
    refreshToken: async () => {
      await current()?.getIdToken(true);
    },
    providers: (): ProviderId[] => (current()?.providerData ?? []).map((info) => info.providerId as ProviderId),
    async setDisplayName(displayName: string) {
      await updateProfile(signedIn(), { displayName });
    },
    async changePassword(currentPassword: string, newPassword: string) {
      const user = signedIn();
      await confirmPassword(user, currentPassword);
      await updatePassword(user, newPassword);
    },
    /** Sends a link to the new address; the e-mail changes only once it is opened (then Firebase signs the user out). */
    async changeEmail(newEmail: string, currentPassword: string) {
      const user = signedIn();
      await confirmPassword(user, currentPassword);
      await verifyBeforeUpdateEmail(user, newEmail, { url: `${origin}/login` });
    },
    /** The address a change-of-e-mail code moves the account to. */
    emailChangeTarget: async (code: string) => (await checkActionCode(auth, code)).data.email ?? null,
    async link(provider: 'google' | 'github') {
      await linkWithPopup(signedIn(), popupProvider(provider));
    },
    async unlink(providerId: ProviderId) {
      await unlink(signedIn(), providerId);
    },
    sendPasswordReset: (email: string) => sendPasswordResetEmail(auth, email, { url: `${origin}/login` }),
    checkPasswordResetCode: (code: string) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code: string, password: string) => confirmPasswordReset(auth, code, password),
    applyActionCode: (code: string) => applyActionCode(auth, code),
    async sendVerificationEmail() {
      const user = current();
      if (!user) return false;
      await sendEmailVerification(user);
      return true;
    },
    async updatePassword(password: string) {
      const user = current();
      if (!user) return false;
      await updatePassword(user, password);
      return true;
    },
    sendSignInLink: (email: string) => sendSignInLinkToEmail(auth, email, linkSettings()),
    isSignInLink: (url: string) => isSignInWithEmailLink(auth, url),
    signInWithLink: async (email: string, url: string) => toUser((await signInWithEmailLink(auth, email, url)).user),
    signOut: () => signOut(auth),
  };
}
