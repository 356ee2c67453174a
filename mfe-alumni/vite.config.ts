import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@sla/build-tools';

export default defineRemoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  project: 'mfe-alumni',
  // The portal's home arrives in one file with the portal itself: most visits start there.
  firstScreens: ['src/screens/AlumniDashboard.tsx'],
});
