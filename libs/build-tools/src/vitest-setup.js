// Unmount what each test rendered, so the next test starts from an empty document.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// English catalogue (placeholders) for the project under test: see messagesPlugin.
import 'virtual:sla-messages/test-setup';

afterEach(() => cleanup());

// findBy…/waitFor wait up to 5 s instead of 1 s: on a CI machine running every project's tests at once a screen can take
// longer than a second to settle. A condition that never holds still fails, later.
configure({ asyncUtilTimeout: 5000 });
