import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { parseInput, receiptQuery } from '@sla/contract/schemas';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import type { Locale } from '@sla/i18n/locales';
import type { StoredFile } from '../applications/files/downloadFile.js';
import type { ServiceContext } from '../context.js';
import { donations, givingReceipts, type DonationRow } from '../db/schema.js';
import { formatMoney } from '../donations/money.js';
import { formatDay, translator, type Translate } from '../i18n/translator.js';
import { renderReceiptPdf } from './receiptPdf.js';
import { toGivingGift } from './toGivingGift.js';

/** How receipt numbers read: at least six digits ("000042"); the sequence makes each one new. */
export const receiptNumberText = (number: number) => String(number).padStart(6, '0');

/**
 * The receipt's file name: its number, and for a range its days ("receipt-000123.pdf",
 * "receipt-000124-2026-01-01-to-2026-12-31.pdf"), in the reader's language ("recu-…" in French, plain ASCII).
 */
export function receiptFileName(tr: Translate, number: number, query: { from?: string; to?: string }): string {
  const values = { number: receiptNumberText(number), from: query.from ?? '', to: query.to ?? '' };
  return query.from ? tr('receipt-{number}-{from}-to-{to}.pdf', values) : tr('receipt-{number}.pdf', values);
}

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

/** The donor's paid gifts the receipt covers: one of theirs, or all of theirs within the days, oldest first. */
async function giftsFor(ctx: ServiceContext, emailKey: string, query: { gift?: string; from?: string; to?: string }) {
  const mine = sql`lower(${donations.email}) = ${emailKey}`;
  const rows: DonationRow[] = query.gift
    ? await ctx.db
        .select()
        .from(donations)
        .where(and(eq(donations.id, query.gift), mine))
    : await ctx.db
        .select()
        .from(donations)
        .where(
          and(mine, gte(donations.createdAt, new Date(`${query.from}T00:00:00Z`)), lt(donations.createdAt, nextDay(query.to!))),
        )
        .orderBy(asc(donations.createdAt), asc(donations.id));
  // Only money received is receipted: a pending or failed payment (mobile money) is not a gift yet.
  const paid = rows.filter((row) => toGivingGift(row).status === 'paid');
  if (!paid.length)
    throw new DataError('not_found', query.gift ? GIVING_HISTORY_MESSAGES.noSuchGift : GIVING_HISTORY_MESSAGES.noGiftsInRange);
  return paid;
}

/**
 * A receipt for one gift or a range of days, as a PDF. Someone else's gift is the same 404 as one that does not exist:
 * every caller reaches only the gifts of the address they were given (link, account, or staff's chosen donor). The
 * number is the receipt_numbers sequence's next value, recorded with what it covers in the same statement's
 * transaction: a sequence never gives a value twice, however many receipts are asked for at once.
 */
export async function issueReceipt(
  ctx: ServiceContext,
  emailKey: string,
  rawQuery: unknown,
  options: { askedThrough: 'link' | 'account' | 'staff'; locale: Locale },
): Promise<StoredFile> {
  const query = parseInput(receiptQuery, rawQuery);
  const gifts = await giftsFor(ctx, emailKey, query);
  const now = ctx.now();
  const number = await ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`SELECT nextval('receipt_numbers') AS n`)) as unknown as {
      rows: { n: string | number }[];
    };
    const value = Number(result.rows[0]!.n);
    await tx.insert(givingReceipts).values({
      number: value,
      emailKey,
      donationId: query.gift ?? null,
      fromDay: query.from ?? null,
      toDay: query.to ?? null,
      giftCount: gifts.length,
      askedThrough: options.askedThrough,
      issuedAt: now,
    });
    return value;
  });

  const { locale } = options;
  const tr = translator(locale);
  const day = (at: Date) => formatDay(locale, at);
  const donor = gifts.find((gift) => gift.name)?.name;
  const email = gifts[0]!.email!;
  const sums = new Map<string, number>();
  for (const gift of gifts) sums.set(gift.currency, (sums.get(gift.currency) ?? 0) + gift.amountMinor);
  const facts: [string, string][] = [
    [tr('Receipt number:'), receiptNumberText(number)],
    [tr('Issued on:'), day(now)],
    [tr('Donor:'), donor ? `${donor} <${email}>` : email],
  ];
  if (query.from)
    facts.push([tr('Period:'), `${day(new Date(`${query.from}T00:00:00Z`))} – ${day(new Date(`${query.to}T00:00:00Z`))}`]);
  const content = await renderReceiptPdf(
    {
      title: tr('Donation receipt'),
      organisation: ctx.settings.siteName,
      registration: ctx.settings.receiptDetails,
      facts,
      headings: [tr('Date'), tr('Gift'), tr('Amount')],
      lines: gifts.map((gift) => ({
        day: day(gift.createdAt),
        description:
          gift.frequency === 'monthly' ? (gift.renewal ? tr('Monthly gift (renewal)') : tr('Monthly gift')) : tr('One-time gift'),
        amount: formatMoney(gift.amountMinor, gift.currency, locale),
      })),
      totals: [...sums].map(([currency, minor]) => [
        tr('Total ({currency})', { currency }),
        formatMoney(minor, currency, locale),
      ]),
      closing: [
        tr('Thank you for your support. This receipt confirms the gifts above were received by {organisation}.', {
          organisation: ctx.settings.siteName,
        }),
        tr('Each receipt has its own number; a copy asked for later has a new one.'),
      ],
    },
    now,
  );
  return { name: receiptFileName(tr, number, query), type: 'application/pdf', content };
}
