import { describe, expect, it } from 'vitest';
import { buildEventInput, draftFromEvent, emptyEventDraft, withTitle } from './eventDraft.js';
import { editorEvent } from '../overview/testing.js';

describe('event drafts', () => {
  it('makes the address from the title until it is typed by hand', () => {
    let draft = withTitle(emptyEventDraft('Africa/Lagos'), 'Open Day: Yaba!');
    expect(draft.slug).toBe('open-day-yaba');
    draft = withTitle({ ...draft, slug: 'my-day', slugEdited: true }, 'Another title');
    expect(draft.slug).toBe('my-day');
  });

  it('sends the instants at which clocks in the chosen zone show the times typed', () => {
    const draft = {
      ...withTitle(emptyEventDraft('Africa/Nairobi'), 'Open day'),
      startsLocal: '2027-03-10T18:00',
      endsLocal: '2027-03-10T20:30',
      location: '  Nairobi, Westlands ',
    };
    const built = buildEventInput(draft, 4);
    expect(built).toEqual({
      ok: true,
      input: expect.objectContaining({
        startsAt: '2027-03-10T15:00:00.000Z',
        endsAt: '2027-03-10T17:30:00.000Z',
        timeZone: 'Africa/Nairobi',
        location: 'Nairobi, Westlands',
        registrationUrl: null,
        baseVersion: 4,
      }),
    });
  });

  it('sends no place for an online event', () => {
    const draft = {
      ...withTitle(emptyEventDraft('UTC'), 'Webinar'),
      startsLocal: '2027-01-05T12:00',
      online: true,
      location: 'Lagos',
    };
    const built = buildEventInput(draft);
    expect(built.ok && built.input.location).toBeNull();
  });

  it('names each field that needs attention', () => {
    const built = buildEventInput({ ...emptyEventDraft('UTC'), endsLocal: '2027-02-30T10:00', registrationUrl: 'ftp://x' });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors).toMatchObject({
      title: 'Give the event a title.',
      startsAt: 'Give the date and time the event starts.',
      endsAt: 'Give a real date and time, or leave the end empty.',
      registrationUrl: 'Give an address starting with https://.',
    });
  });

  it('opens a saved event with its times as clocks in its zone showed them', () => {
    const draft = draftFromEvent(
      editorEvent({ startsAt: '2027-03-10T17:00:00.000Z', timeZone: 'Africa/Lagos', status: 'draft' }),
    );
    expect(draft.startsLocal).toBe('2027-03-10T18:00');
    expect(draft.publish).toBe(false);
    expect(draft.slugEdited).toBe(true);
  });
});
