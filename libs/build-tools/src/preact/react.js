// What the shell's browser build imports as `react` and `react-dom` (decision 0036): Preact's compatibility layer,
// with React's own useId. Preact numbers ids per render root ("P0-0", "P0-1"…), and this page has several roots (the
// shell's and one per portal parcel), so a portal's label and the shell's navigation got the same id and a form
// was named by the menu. Nothing is hydrated (the shell renders over the server's HTML), so one counter for the
// page is enough to make every id unique, as React's are.
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let lastId = 0;

export function useId() {
  return useState(() => `r${(++lastId).toString(36)}`)[0];
}

export default { ...compat, useId };
