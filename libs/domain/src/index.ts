// Rules the portals and the data service both apply, with the words users read when one is broken. Isomorphic:
// no DOM, no Node, no React, so the same function runs beside the field and again in the service.
export * from './answers/answerMessages.js';
export * from './answers/answerValues.js';
export * from './answers/answerRules.js';
export * from './programs/programSettingsMessages.js';
export * from './programs/programSettingsRules.js';
export * from './programs/applicationWindow.js';
export * from './review/scoreMessages.js';
export * from './review/scoreProblems.js';
export * from './review/weightedScore.js';
export * from './grading/rubricMessages.js';
export * from './grading/rubricRules.js';
export * from './applications/statusRefusals.js';
export * from './donations/minorUnits.js';
export * from './donations/donationAmount.js';
export * from './files/fileSize.js';
export * from './files/uploadMessages.js';
export * from './files/uploadRules.js';
export * from './content/slugFrom.js';
export * from './content/mediaMessages.js';
export * from './time/zonedTime.js';
export * from './people/personName.js';
export * from './time/zoneName.js';
export * from './time/shownZone.js';
export * from './learning/cohortCopy.js';
export * from './time/calendarDays.js';
