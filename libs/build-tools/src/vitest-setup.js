// Unmount what each test rendered, so the next test starts from an empty document.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// English catalogue (placeholders) for the project under test: see messagesPlugin.
import 'virtual:sla-messages/test-setup';

afterEach(() => cleanup());
