import { useEffect } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type EditorEvent } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { editorEvent, installContentData, notFound, page, signInAs } from '../overview/testing.js';
import Events from './Events.js';

let location = '';
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname + current.search;
  }, [current]);
  return null;
}

const renderScreen = (entry = '/content/events') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Events />
      <LocationProbe />
    </MemoryRouter>,
  );

const versions = () => ({
  listEventVersions: vi.fn().mockResolvedValue({ items: [] }),
  getEventVersion: vi.fn(),
  restoreEventVersion: vi.fn(),
});
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const group = (name: string) => screen.getByRole('region', { name });

const upcoming = editorEvent({ id: 'ev-up', title: 'Open day', startsAt: '2027-03-10T17:00:00.000Z', timeZone: 'Africa/Lagos' });
const draftEvent = editorEvent({
  id: 'ev-draft',
  title: 'Planning call',
  status: 'draft',
  online: true,
  startsAt: '2027-04-01T09:00:00.000Z',
});
const past = editorEvent({
  id: 'ev-past',
  title: 'Science fair',
  startsAt: '2026-10-01T08:00:00.000Z',
  endsAt: '2026-10-01T16:00:00.000Z',
  timeZone: 'Africa/Nairobi',
});

describe('Events', () => {
  beforeEach(() => {
    signInAs('content_editor');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists upcoming events first and marks past ones as no longer on the public site', async () => {
    installContentData({ listEditorEvents: vi.fn().mockResolvedValue(page([upcoming, draftEvent, past])), ...versions() });
    renderScreen();

    await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
    const soon = within(group('Upcoming'));
    expect(soon.getAllByRole('rowheader').map((row) => row.textContent)).toEqual(['Open dayopen-day', 'Planning callopen-day']);
    expect(soon.getByText('Wed 10 Mar 2027, 18:00 (Lagos time)')).toBeTruthy();
    expect(soon.getByText('Draft — not on the site')).toBeTruthy();
    expect(soon.getByText('Online')).toBeTruthy();

    const gone = within(group('Past'));
    expect(gone.getByRole('rowheader').textContent).toContain('Science fair');
    expect(gone.getByText('Past — no longer on the public site')).toBeTruthy();
    expect(soon.queryByText('Past — no longer on the public site')).toBeNull();
  });

  it('creates an event at the instant its time means in the chosen zone', async () => {
    const create = vi.fn(async ({ body }: { body: unknown }) =>
      editorEvent({ ...(body as Partial<EditorEvent>), id: 'ev-new', version: 1 }),
    );
    installContentData({ listEditorEvents: vi.fn().mockResolvedValue(page([])), createEvent: create, ...versions() });
    renderScreen();

    fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
    await screen.findByRole('heading', { level: 2, name: 'New event' });
    type('Title', 'Open Day in Yaba');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('open-day-in-yaba');
    type('Starts', '2027-03-10T18:00');
    type('Time zone of these times', 'Africa/Lagos');
    expect(screen.getByText('Starts Wed 10 Mar 2027, 18:00 (Lagos time)')).toBeTruthy();
    type(/^Place/, 'Yaba Tech hall');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

    await screen.findByText('Created Open Day in Yaba.');
    expect(create).toHaveBeenCalledWith({
      body: expect.objectContaining({
        title: 'Open Day in Yaba',
        slug: 'open-day-in-yaba',
        startsAt: '2027-03-10T17:00:00.000Z',
        endsAt: null,
        timeZone: 'Africa/Lagos',
        online: false,
        location: 'Yaba Tech hall',
        publish: true,
      }),
    });
    expect(create.mock.calls[0]?.[0].body).not.toHaveProperty('baseVersion');
    await waitFor(() => expect(location).toBe('/content/events?id=ev-new'));
    expect(screen.getByRole('heading', { level: 2, name: 'Open Day in Yaba' })).toBeTruthy();
  });

  it('names each field to fix before sending anything', async () => {
    const create = vi.fn();
    installContentData({ createEvent: create, ...versions() });
    renderScreen('/content/events?id=new');

    await screen.findByRole('heading', { level: 2, name: 'New event' });
    type(/^Registration link/, 'not a link');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Give the event a title.')).toBeTruthy();
    expect(screen.getByText('Give the date and time the event starts.')).toBeTruthy();
    expect(screen.getByText('Give an address starting with https://.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a taken address beside the address field', async () => {
    const create = vi.fn().mockRejectedValue(new DataError('conflict', CONTENT_MESSAGES.eventSlugTaken));
    installContentData({ createEvent: create, ...versions() });
    renderScreen('/content/events?id=new');
    await screen.findByRole('heading', { level: 2, name: 'New event' });
    type('Title', 'Open day');
    type('Starts', '2027-03-10T18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(CONTENT_MESSAGES.eventSlugTaken).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Open day');
  });

  it('on a save someone else overtook, shows both and "Keep mine" saves on top of theirs', async () => {
    const theirs = { ...upcoming, version: 5, summary: 'Their summary', updatedByName: 'Bola' };
    const update = vi
      .fn()
      .mockRejectedValueOnce(new DataError('conflict', CONTENT_MESSAGES.changedSinceOpened))
      .mockImplementationOnce(async ({ body }: { body: Partial<EditorEvent> }) => ({ ...theirs, ...body, version: 6 }));
    const get = vi.fn().mockResolvedValueOnce(upcoming).mockResolvedValue(theirs);
    installContentData({ getEditorEvent: get, updateEvent: update, ...versions() });
    renderScreen('/content/events?id=ev-up');

    await screen.findByRole('heading', { level: 2, name: 'Open day' });
    type(/^Summary/, 'My summary');
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(update).toHaveBeenLastCalledWith({
      params: { id: 'ev-up' },
      body: expect.objectContaining({ summary: 'My summary', baseVersion: 1 }),
    });
    await within(dialog).findByDisplayValue('Their summary');
    expect(within(dialog).getByDisplayValue('My summary')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await screen.findByText('Saved Open day (version 6).');
    expect(update).toHaveBeenLastCalledWith({
      params: { id: 'ev-up' },
      body: expect.objectContaining({ summary: 'My summary', baseVersion: 5 }),
    });
  });

  it('deletes an event after confirmation', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    installContentData({
      getEditorEvent: vi.fn().mockResolvedValue(upcoming),
      deleteEvent: remove,
      listEditorEvents: vi.fn().mockResolvedValue(page([])),
      ...versions(),
    });
    renderScreen('/content/events?id=ev-up');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete event' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete event' }));
    await screen.findByText('Deleted Open day.');
    expect(remove).toHaveBeenCalledWith({ params: { id: 'ev-up' } });
    await waitFor(() => expect(location).toBe('/content/events'));
  });

  it("shows the event's French version with the English beside it, and asks before closing with unsaved French", async () => {
    // No French yet: a 404.
    const translations = { get: vi.fn(notFound), save: vi.fn(), remove: vi.fn() };
    installContentData({
      getEditorEvent: vi.fn().mockResolvedValue(upcoming),
      listEditorEvents: vi.fn().mockResolvedValue(page([])),
      ...versions(),
      getEventTranslation: translations.get,
      saveEventTranslation: translations.save,
      deleteEventTranslation: translations.remove,
    });
    renderScreen('/content/events?id=ev-up');
    const panel = await screen.findByRole('region', { name: 'French version' });
    // No French yet: the panel offers to start one.
    fireEvent.click(await within(panel).findByRole('button', { name: 'Write a French version' }));
    const frenchTitle = await within(panel).findByLabelText('Title in French');
    expect(translations.get).toHaveBeenCalledWith({ params: { id: 'ev-up', locale: 'fr' } });
    expect(within(panel).getByText('Lagos, Yaba').getAttribute('lang')).toBe('en');
    expect(
      within(panel).getByText('There is no French version yet: French pages show the English, with a note saying so.'),
    ).toBeTruthy();

    fireEvent.change(frenchTitle, { target: { value: 'Journée portes ouvertes' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back to all events' }));
    expect(confirm).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Open day' })).toBeTruthy();
    confirm.mockRestore();
  });

  it('says when an event does not exist', async () => {
    installContentData({ getEditorEvent: vi.fn(notFound) });
    renderScreen('/content/events?id=gone');
    expect(await screen.findByText('We could not find that event')).toBeTruthy();
  });
});
