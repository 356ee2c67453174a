// The sentences the data service writes for people (refusals, acknowledgements, notices), marked where they are
// defined so every page's catalogue (the shell's carries every library's) has their French, and written by the service
// from the same definitions: one set of words for both sides. The service imports them from here; a screen shows one
// through errorMessage() or localiseMessage() (@sla/data). A sentence with values is made with messageWith, so
// localiseMessage can read it back on a page that has loaded its module: a portal that shows such sentences imports
// the area (`import '@sla/contract/serviceMessages/applications'`), which these modules' side effects (package.json) keep.
// Never from a public page's code: the shell's catalogue already has the French of the plain sentences.
export * from './general.js';
export * from './account.js';
export * from './publicForms.js';
export * from './applications.js';
export * from './people.js';
export * from './content.js';
export * from './learning.js';
export * from './alumni.js';
export * from './references.js';
export * from './followUps.js';
export * from './giving.js';
