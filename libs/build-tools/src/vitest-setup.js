// Runs before every test file. Files share one jsdom and one worker (isolate: false in defineUnitTestConfig), so each
/* global document, window */
// starts from what a page load would give it: its own copy of the project's modules (a module's state, such as an
// answer read once from the page, never passes from one file to the next), an empty document, storage and address, and none of the state the libraries share on globalThis.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

vi.resetModules();
// English catalogue (placeholders) for the project under test: see messagesPlugin. Imported after the reset, so the
// file's own imports see the same copy of the message runtime.
await import('virtual:sla-messages/test-setup');

// Unmount what each test rendered, so the next test starts from an empty document.
afterEach(() => cleanup());

afterAll(() => {
  // What the libraries keep on globalThis for every copy of themselves on a page (the data client, the session, the
  // message runtime): a new page starts without it.
  for (const key of Object.getOwnPropertySymbols(globalThis)) if (Symbol.keyFor(key)?.startsWith('sla.')) delete globalThis[key];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// findBy…/waitFor wait up to 5 s instead of 1 s: on a CI machine running every project's tests at once a screen can take
// longer than a second to settle. A condition that never holds still fails, later.
configure({ asyncUtilTimeout: 5000 });
