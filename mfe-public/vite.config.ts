import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@sla/build-tools';

export default defineRemoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  project: 'mfe-public',
  // What most pages use besides their own screen (their data, its loading and error states, dates
  // and story cards) in one file rather than four.
  chunkGroups: [
    { name: 'pages', test: /[\\/]mfe-public[\\/]src[\\/](data[\\/]pageData|parts[\\/](PageStates|format|StoryCard))\./ },
  ],
});
