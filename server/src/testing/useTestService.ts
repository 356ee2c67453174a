import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Backend } from './backends.js';
import { startTestService, type TestService, type TestServiceOptions } from './testService.js';

export interface UseTestServiceOptions extends TestServiceOptions {
  /** What empties the service before each test; `service.reset()` unless said otherwise. */
  reset?: (service: TestService) => Promise<void>;
}

/**
 * A TestService for the enclosing describe block: started before its tests (beforeAll), closed after
 * them (afterAll) and reset before each one (beforeEach). Hooks run in the order they are registered,
 * so a suite's own beforeEach, registered after this call, runs on the emptied service.
 *
 * The answer stands for the started service; it throws if used before the beforeAll has run (in the
 * describe body itself, say) or after the afterAll.
 */
export function useTestService(backend: Backend, options: UseTestServiceOptions = {}): TestService {
  const { reset = (service: TestService) => service.reset(), ...startOptions } = options;
  let started: TestService | null = null;
  const current = (): TestService => {
    if (!started)
      throw new Error(
        `useTestService(${backend.name}): the service is not running; use it only inside the suite's hooks and tests, after its beforeAll.`,
      );
    return started;
  };

  beforeAll(async () => {
    started = await startTestService(backend, startOptions);
  });
  afterAll(async () => {
    const service = started;
    started = null;
    await service?.close();
  });
  beforeEach(() => reset(current()));

  return new Proxy({} as TestService, {
    get(_target, key) {
      const service = current();
      const value: unknown = Reflect.get(service, key, service);
      return typeof value === 'function' ? value.bind(service) : value;
    },
    has: (_target, key) => key in current(),
  });
}
