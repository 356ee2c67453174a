export * from './categories.js';
