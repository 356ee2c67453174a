import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';

/** What anyone reads for a page link (a cursor) the service cannot follow: too long here, or not one it handed out. */
export const CURSOR_INVALID = msg('This page link is not valid. Go back to the first page.');

/** An opaque keyset cursor, as the server handed it out. */
export const cursor = z.string().check(z.maxLength(200, CURSOR_INVALID));

const atMostRows = messageWith(msg('Ask for at most {max} rows.'));

/** A page size from a query string. */
export const limit = (max: number) =>
  z.coerce
    .number({ error: msg('Give a whole number.') })
    .check(z.int(msg('Give a whole number.')), z.minimum(1, msg('Ask for at least 1 row.')), z.maximum(max, atMostRows({ max })));
