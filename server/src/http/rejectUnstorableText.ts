import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DataError } from '@sla/contract';
import { isStorableText, unstorableText } from '../unstorableText.js';

/** Where a bad string sits in a parsed value: a chain of keys, kept as parent links so deep nesting costs no copies. */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * True when `value` is nothing, a storable string, or an object whose own keys and values are all storable strings or
 * other non-objects: what headers, the query and the address are on every request. False means "look closer" (a nested
 * value, or a bad string), and findUnstorableText does. Nothing is allocated.
 */
function flatAndStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (Buffer.isBuffer(value)) return true;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (!isStorableText(key)) return false;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' ? !isStorableText(item) : item !== null && typeof item === 'object') return false;
  }
  return true;
}

/**
 * The first string (value or key) in `root` that PostgreSQL text cannot hold, with where it is and
 * what is wrong. A loop, not recursion: a 64 kB body can nest thousands of levels deep.
 */
export function findUnstorableText(root: unknown): { path: string; problem: string } | null {
  if (flatAndStorable(root)) return null;
  const stack: [unknown, Place | null][] = [[root, null]];
  while (stack.length) {
    const [value, place] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) return { path: pathOf(place), problem };
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const problem = unstorableText(key);
        // A bad name is reported at its parent: the name itself cannot be shown back.
        if (problem) return { path: pathOf(place), problem: `has a field name that ${problem}` };
        stack.push([item, { key, parent: place }]);
      }
    }
  }
  return null;
}

const sentence = (problem: string) => `${problem[0]!.toUpperCase()}${problem.slice(1)}.`;

/** The path parameters, query and headers, checked before authentication or any handler runs. */
function checkAddressAndHeaders(request: FastifyRequest): void {
  const parts: [string, unknown][] = [
    ['The address', request.params],
    ['The query string', request.query],
    ['A request header', request.headers],
  ];
  for (const [part, value] of parts) {
    const found = findUnstorableText(value);
    if (found)
      throw new DataError('invalid_input', `${part}${found.path ? ` (${found.path})` : ''} ${found.problem}.`, {
        [found.path || '_']: sentence(found.problem),
      });
  }
}

/** The parsed JSON body (raw bodies, uploads and Stripe's events, are Buffers and left to their routes). */
function checkBody(request: FastifyRequest): void {
  const found = findUnstorableText(request.body);
  if (found)
    throw new DataError('invalid_input', `The request body ${found.problem}.`, { [found.path || '_']: sentence(found.problem) });
}

/**
 * PostgreSQL refuses NUL in text, and an unpaired surrogate has no UTF-8 form; either would reach a
 * query as an unexpected database error (a 500). Refused here, for every route, as a 400 in words.
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  // done() rather than a promise: these run on every request and wait on nothing.
  app.addHook('onRequest', function rejectUnstorableAddress(request, _reply, done) {
    try {
      checkAddressAndHeaders(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preValidation', function rejectUnstorableBody(request, _reply, done) {
    try {
      checkBody(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
