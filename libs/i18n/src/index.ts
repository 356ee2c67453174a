// Every app importing this library also gets the types of its catalogue modules (virtual:sla-messages).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration file cannot be imported
/// <reference path="./virtual.d.ts" />
export * from './locales.js';
export * from './runtime.js';
export * from './format.js';
export * from './load.js';
export * from './record.js';
