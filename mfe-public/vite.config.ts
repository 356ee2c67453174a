import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@sla/build-tools';

export default defineRemoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  project: 'mfe-public',
  // What most pages use besides their own screen (their data, its loading and error states, dates
  // and story cards) in one file rather than four.
  chunkGroups: [
    { name: 'pages', test: /[\\/]mfe-public[\\/]src[\\/](data[\\/]pageData|parts[\\/](PageStates|format|StoryCard))\./ },
    // What every form page (contact, get involved, donate, an event's registration, the e-mail links) shares: the
    // checks and zod, the fields and notices, the honeypot and the submit button, in one file rather than seven.
    // (Not the option cards: they bring the service's words, which the story list needs without the rest.)
    {
      name: 'forms',
      test: /[\\/](mfe-public[\\/]src[\\/]forms[\\/](check|Confirmation|Honeypot|SubmitButton)\.|libs[\\/]forms[\\/]src[\\/]|libs[\\/]contract[\\/]src[\\/]schemas[\\/](paging|fields|parse)\.|node_modules[\\/]zod[\\/])/,
    },
  ],
});
