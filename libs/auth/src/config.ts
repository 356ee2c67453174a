/** Settings of the identity provider, from the shell's runtime configuration. */
export interface AuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Firebase Auth emulator, e.g. "http://127.0.0.1:9099"; null for a real Firebase project. */
  emulatorUrl: string | null;
  /** Where e-mail sign-in links open on phones: the app when installed, else the site. */
  emailLink: {
    androidPackageName: string;
    androidInstallApp: boolean;
    /** Minimum Android app version that may handle the link: 12 (docs/requirements.md#sign-in-and-accounts). */
    androidMinimumVersion: string;
    iosBundleId: string;
  };
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-sla.firebaseapp.com',
  projectId: 'demo-sla',
  emulatorUrl: 'http://127.0.0.1:9099',
  emailLink: {
    androidPackageName: 'africa.scientistleaders.app',
    androidInstallApp: true,
    androidMinimumVersion: '12',
    iosBundleId: 'africa.scientistleaders.app',
  },
};

/** The route that completes e-mail link sign-in, on the site's own origin. */
export const EMAIL_LINK_CALLBACK_PATH = '/auth/email-link-callback';
