import type { Locale } from '@sla/i18n/locales';
import type { ContentRow, EventRegistrationRow } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { msg, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail } from '../../mail/templates/renderEmail.js';

/** When and where, in the event's own zone and the reader's language: "Tuesday 9 March 2027, 18:00 (Africa/Lagos)". */
export function whenOf(event: ContentRow, locale: string | null): string {
  const language = locale === 'fr' ? 'fr-FR' : 'en-GB';
  const at = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: event.timeZone,
  }).format(event.eventStartsAt!);
  return translator(locale)('{time} ({zone})', { time: at, zone: event.timeZone });
}

const ONLINE = msg('Online');
const whereOf = (event: ContentRow, locale: string | null) =>
  event.eventOnline ? translator(locale)(ONLINE) : (event.eventLocation ?? '');

/** The links every registration e-mail carries: the event's page, its calendar file and, for a visitor, the cancel link. */
export interface RegistrationLinks {
  siteUrl: string;
  /** The visitor's raw cancel token (only in the e-mail; the table keeps its hash); null: cancel on the event page. */
  cancelToken: string | null;
}

const eventPage = (siteUrl: string, event: ContentRow, locale: string | null) =>
  pageUrl(siteUrl, `/events/${encodeURIComponent(event.slug)}`, locale);
const calendarUrl = (siteUrl: string, event: ContentRow) =>
  `${siteUrl}/api/public/events/${encodeURIComponent(event.slug)}/calendar.ics`;
export const cancelUrl = (siteUrl: string, token: string, locale: string | null) =>
  pageUrl(siteUrl, `/events/cancel?token=${encodeURIComponent(token)}`, locale);

type Kind = 'confirmed' | 'waiting' | 'promoted' | 'reminder';

const SUBJECTS: Record<Kind, string> = {
  confirmed: msg('You are registered: {event}'),
  waiting: msg('You are on the waiting list: {event}'),
  promoted: msg('A place is yours: {event}'),
  reminder: msg('Tomorrow: {event}'),
};

/**
 * One of the e-mails about a person's registration, in their language: the event's title, time and place, the
 * calendar file (.ics) to add it, and how to cancel (the link for a visitor, the event page for an account holder).
 */
export function registrationMail(
  kind: Kind,
  event: ContentRow,
  registration: EventRegistrationRow,
  links: RegistrationLinks,
): OutgoingMail {
  const locale = (registration.locale === 'fr' ? 'fr' : null) as Locale | null;
  const tr = translator(locale);
  const values = { event: event.title, when: whenOf(event, locale), where: whereOf(event, locale) };
  const opening: Record<Kind, string> = {
    confirmed: tr('You have a place at {event}.', values),
    waiting: tr(
      '{event} is full, so you are on its waiting list. If a place frees up, it goes to the first person on the list, and we will e-mail you.',
      values,
    ),
    promoted: tr('A place has freed up at {event} and it is now yours.', values),
    reminder: tr('A reminder: {event} is tomorrow.', values),
  };
  const cancelLine = links.cancelToken
    ? tr('If you cannot come, cancel here so someone else can have your place: {url}', {
        url: cancelUrl(links.siteUrl, links.cancelToken, locale),
      })
    : registration.uid
      ? tr('If you cannot come, cancel on the event page so someone else can have your place.')
      : tr('If you cannot come, cancel with the link in the first e-mail we sent you about this event.');
  return {
    kind: `event_${kind}`,
    to: registration.email,
    locale,
    subject: tr(SUBJECTS[kind], values),
    dedupeKey: kind === 'reminder' ? `event-reminder:${registration.id}` : null,
    ...renderEmail({
      locale,
      greeting: dearOrHello(tr, registration.name),
      paragraphs: [
        opening[kind],
        tr('When: {when}', values),
        ...(values.where ? [tr('Where: {where}', values)] : []),
        ...(kind === 'waiting' ? [] : [tr('Add it to your calendar: {url}', { url: calendarUrl(links.siteUrl, event) })]),
      ],
      action: { label: tr('See the event'), url: eventPage(links.siteUrl, event, locale) },
      afterAction: [cancelLine, tr('{organisation} events team', { organisation: ORGANISATION })],
    }),
  };
}
