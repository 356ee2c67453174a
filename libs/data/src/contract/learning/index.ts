export * from './cohorts.js';
