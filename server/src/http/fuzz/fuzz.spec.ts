// Every operation of the service's own OpenAPI document, sent generated bad input by every kind of
// caller: the service must answer each with a 4xx in its error shape (or a success), never a 5xx,
// and never with a stack trace or a file path. Seeded and bounded, so a run is repeatable:
// FUZZ_SEED=<seed> to replay one, FUZZ_RUNS / FUZZ_BUDGET_MS to search longer. With TEST_DATABASE_URL the
// fixed examples (NUL bytes, lone surrogates, out-of-range dates and numbers) go to PostgreSQL too, where its driver,
// not PGlite's, encodes what is sent: that is what can differ between the databases. The generated requests, which
// test the service's own input checks, run once; TEST_EVERY_BACKEND=1 sends them to PostgreSQL as well.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi.js';
import { registeredRoutes } from '../registeredRoutes.js';
import { EVERY_BACKEND, PGLITE, POSTGRES, type Backend } from '../../testing/backends.js';
import type { InjectResponse } from '../../testing/testService.js';
import { describeExchange, problemWith, refusedOnlyByDatabase } from './answers.js';
import { operationsOf, type Operation } from './operations.js';
import { examplesFor, requestFor, type FuzzRequest } from './requests.js';
import { CALLERS, startFuzzWorld, STRIPE_WEBHOOK_SECRET, type FuzzWorld } from './world.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
/** Generated requests per operation and caller, on top of the fixed examples. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/**
 * The PGlite run's time bound for generated requests (about 20 s on an idle machine); operations
 * share it, and a pair that runs slow on a busy machine is cut short, not failed.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);

const OPERATIONS = operationsOf(openApiDocument());
/** Routes that are the document itself, not operations in it. */
const UNDOCUMENTED = new Set(['GET /api/openapi.json']);
const label = (operation: Operation) => `${operation.method} ${operation.path}`;

fuzz(PGLITE, RUNS, BUDGET_MS);
if (POSTGRES) fuzz(POSTGRES, EVERY_BACKEND ? RUNS : 0, EVERY_BACKEND ? BUDGET_MS : 0);

function fuzz(backend: Backend, runs: number, budgetMs: number): void {
  const what = runs > 0 ? 'bad input' : 'the fixed examples of bad input';
  describe(`fuzz: ${what} to every operation, as every caller [${backend.name}]`, () => {
    let world: FuzzWorld;
    /** When fuzzing began (after the database's start-up, which the budget does not cover). */
    let started = Date.now();
    const stats = {
      requests: 0,
      serverErrors: 0,
      byStatus: new Map<number, number>(),
      cutShort: 0,
      databaseOnly: 0,
    };
    // Every 5xx, described: a property run that the time bound interrupts (or that fails before its first counted
    // run) reports no counterexample, so a server error there must still fail its operation's test.
    const serverErrorLog: string[] = [];

    beforeAll(async () => {
      world = await startFuzzWorld(backend);
      started = Date.now();
    });

    afterAll(async () => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(
        `fuzz [${backend.name}]: ${stats.requests} requests over ${OPERATIONS.length} operations × ${CALLERS.length} callers, seed ${SEED}, ${stats.serverErrors} server errors, ${stats.databaseOnly} refused only by the database, ${seconds} s` +
          ` (${statuses.join(' ')}; ${stats.cutShort} operation-caller pairs cut short by the time bound; fixtures written ${world?.writes} times)`,
      );
      await world?.close();
    });

    it('fuzzes the document the service serves', async () => {
      const served = (await world.service.request({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(operationsOf(served)).toEqual(OPERATIONS);
      expect(OPERATIONS.length).toBeGreaterThan(50);
    });

    it('has every route the service registers in the document, so none escapes the fuzzer', async () => {
      const served = (await world.service.request({ method: 'GET', url: '/api/openapi.json' })).json();
      const documented = new Set(
        Object.entries(served.paths as Record<string, object>).flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`),
        ),
      );
      const routes = registeredRoutes(world.service.app);
      expect(routes.length).toBeGreaterThan(50);
      expect(routes.filter((route) => !documented.has(route) && !UNDOCUMENTED.has(route))).toEqual([]);
    });

    // fast-check cannot cancel a property run the time bound interrupts: its request goes on in the background. Each test
    // waits for those before it reseeds (a request racing the reset's TRUNCATE fails in the database, which is the
    // harness's doing, not the service's) and before it reads the server errors, so each error is its own test's.
    const inFlight = new Set<Promise<unknown>>();
    const settle = () => Promise.allSettled([...inFlight]);

    /** Sends one request and throws, naming the request and answer, on a 5xx, a leak or a refusal out of shape. */
    async function check(operation: Operation, caller: string, request: FuzzRequest): Promise<void> {
      stats.requests++;
      const sent = Promise.resolve(world.service.app.inject(request));
      inFlight.add(sent);
      const response = (await sent.finally(() => inFlight.delete(sent))) as InjectResponse;
      stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
      const problem = problemWith(response);
      if (problem) {
        if (response.statusCode >= 500) {
          stats.serverErrors++;
          serverErrorLog.push(`${label(operation)} as ${caller}:\n${describeExchange(request, response)}`);
        }
        throw new Error(`${label(operation)} as ${caller} ${problem}:\n${describeExchange(request, response)}`);
      }
      // errors.ts turns the database's own refusal into a 400 as a last line of defence; reaching it
      // means an input check is missing in front of the query, which is a failure here.
      if (refusedOnlyByDatabase(response)) {
        stats.databaseOnly++;
        throw new Error(
          `${label(operation)} as ${caller} was refused only by the database (an input check is missing):\n${describeExchange(request, response)}`,
        );
      }
    }

    OPERATIONS.forEach((operation, operationIndex) => {
      it(label(operation), async () => {
        await settle();
        const serverErrorsBefore = serverErrorLog.length;
        await world.reseed();
        for (const [callerIndex, caller] of CALLERS.entries()) {
          const context = {
            known: world.known,
            authorization: world.authorization(caller),
            stripeSecret: STRIPE_WEBHOOK_SECRET,
            now: () => new Date(),
          };
          // The review's findings go out every run, whatever the clock says.
          for (const request of examplesFor(operation, context)) await check(operation, caller, request);
          if (runs === 0) continue;
          // Generated ones share what is left of the budget: each pair may take twice its fair share.
          const pairsLeft = (OPERATIONS.length - operationIndex) * CALLERS.length - callerIndex;
          const timeLeft = budgetMs - (Date.now() - started);
          if (timeLeft <= 0) {
            stats.cutShort++;
            continue;
          }
          const details = await fc.check(
            fc.asyncProperty(requestFor(operation, context), (request) => check(operation, caller, request)),
            {
              seed: SEED + operationIndex * CALLERS.length + callerIndex,
              numRuns: runs,
              interruptAfterTimeLimit: (timeLeft / pairsLeft) * 2,
              markInterruptAsFailure: false,
            },
          );
          if (details.interrupted) stats.cutShort++;
          // fast-check reports a pair cut short before its first run as failed, with no counterexample: that is the
          // time bound (a busy machine), not a finding, and is counted as cut short above.
          if (details.failed && details.counterexample !== null) {
            const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
            throw new Error(`${cause}\n\nTo replay: ${fc.defaultReportMessage(details)?.split('\n')[1] ?? ''}`);
          }
        }
        await settle();
        expect(serverErrorLog.slice(serverErrorsBefore)).toEqual([]);
      });
    });
  });
}
