import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, FIELDS_NEED_ATTENTION, type StaffAnnouncement } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { signInAs } from '../../testing/fakeData.js';
import { cohort } from '../testing/fixtures.js';
import { deferred, installDelivery } from '../testing/fakeDelivery.js';
import { click, field, titles, type } from '../testing/screenActions.js';
import { AnnouncementsPanel } from './AnnouncementsPanel.js';

type ListFn = OperationFake<'listCohortAnnouncements'>;
type CreateFn = OperationFake<'createAnnouncement'>;
type UpdateFn = OperationFake<'updateAnnouncement'>;
type DeleteFn = OperationFake<'deleteAnnouncement'>;

function announcement(id: string, title: string, overrides: Partial<StaffAnnouncement> = {}): StaffAnnouncement {
  return {
    id,
    cohortId: 'c-2027',
    title,
    body: 'We start on **Monday**.',
    bodyHtml: '<p>We start on <strong>Monday</strong>.</p>',
    author: { uid: 'staff-1', displayName: 'Grace Mutua' },
    postedAt: '2027-09-01T07:00:00.000Z',
    updatedAt: '2027-09-01T07:00:00.000Z',
    emailed: false,
    readBy: 1,
    ...overrides,
  };
}

const trip = announcement('a-2', 'Field trip on Friday', { emailed: true, readBy: 2, postedAt: '2027-09-03T07:00:00.000Z' });
const welcome = announcement('a-1', 'Welcome', { updatedAt: '2027-09-02T07:00:00.000Z' });

function renderPanel(listCohortAnnouncements: ListFn, extra: Parameters<typeof installDelivery>[0] = {}) {
  const fakes = installDelivery({ listCohortAnnouncements: vi.fn<ListFn>(listCohortAnnouncements), ...extra });
  render(<AnnouncementsPanel cohort={cohort()} />);
  return fakes;
}

const onePage =
  (items: StaffAnnouncement[], nextCursor: string | null = null) =>
  () =>
    Promise.resolve({ items, nextCursor });

describe('Announcements of a cohort', () => {
  beforeEach(() => {
    signInAs('staff');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });

  it('says it is loading, then lists them newest first with who posted, e-mail and readers', async () => {
    const pending = deferred<{ items: StaffAnnouncement[]; nextCursor: string | null }>();
    renderPanel(() => pending.promise);
    expect(screen.getByText('Loading announcements…')).toBeTruthy();
    pending.resolve({ items: [trip, welcome], nextCursor: null });
    await screen.findByRole('heading', { level: 3, name: 'Field trip on Friday' });
    expect(titles()).toEqual(['Field trip on Friday', 'Welcome']);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toMatch(
      /Posted by Grace Mutua on 3 Sept 2027, \d\d:00 \(.+\) · e-mailed to the students · read by 2 of 3/,
    );
    expect(second!.textContent).toMatch(/· edited 2 Sept 2027/);
    expect(second!.textContent).not.toMatch(/e-mailed/);
    expect(within(second!).getByText('Monday').tagName).toBe('STRONG');
    expect(screen.getByText('Showing 2 announcements.')).toBeTruthy();
  });

  it('says when there are none, and shows an error with Retry', async () => {
    const list = vi.fn<ListFn>().mockRejectedValueOnce(new DataError('unavailable', 'The service is not answering.'));
    list.mockResolvedValue({ items: [], nextCursor: null });
    renderPanel(list);
    expect(await screen.findByText('The announcements could not be loaded')).toBeTruthy();
    expect(screen.getByText('The service is not answering.')).toBeTruthy();
    click('Retry');
    expect(await screen.findByText(/No announcements yet/)).toBeTruthy();
  });

  it('loads older ones with the cursor the service gave', async () => {
    const list = vi
      .fn<ListFn>()
      .mockResolvedValueOnce({ items: [trip], nextCursor: 'after-trip' })
      .mockResolvedValueOnce({ items: [welcome], nextCursor: null });
    renderPanel(list);
    expect(await screen.findByText('Showing 1 announcement, older ones available.')).toBeTruthy();
    click('Show older announcements');
    await waitFor(() => expect(titles()).toEqual(['Field trip on Friday', 'Welcome']));
    expect(list).toHaveBeenLastCalledWith({ params: { id: 'c-2027' }, query: { cursor: 'after-trip' } });
  });

  it('posts one with e-mail: checked first with the service’s words, then sent, and the list loads again', async () => {
    const created = announcement('a-3', 'Exams moved', { emailed: true });
    const createAnnouncement = vi.fn<CreateFn>().mockResolvedValue(created);
    const list = vi.fn<ListFn>().mockResolvedValueOnce({ items: [welcome], nextCursor: null });
    list.mockResolvedValue({ items: [created, welcome], nextCursor: null });
    renderPanel(list, { createAnnouncement });
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New announcement' })).toBeTruthy();

    click('Post announcement');
    expect(screen.getByText('Give the announcement a title.')).toBeTruthy();
    expect(screen.getByText('Write the announcement.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(`${FIELDS_NEED_ATTENTION} Nothing was saved.`);
    expect(createAnnouncement).not.toHaveBeenCalled();

    type('Title', 'Exams moved');
    type(/^Announcement/, 'To **June**.');
    fireEvent.click(field(/Also e-mail it to every student in the cohort \(2 students\)/));
    click('Post announcement');
    expect(await screen.findByText('Posted Exams moved and e-mailed it to the students.')).toBeTruthy();
    expect(createAnnouncement).toHaveBeenCalledWith({
      params: { id: 'c-2027' },
      body: { title: 'Exams moved', body: 'To **June**.', email: true },
    });
    await waitFor(() => expect(titles()).toEqual(['Exams moved', 'Welcome']));
  });

  it('edits one without offering the e-mail again, and shows a refusal in the service’s words', async () => {
    const updateAnnouncement = vi
      .fn<UpdateFn>()
      .mockRejectedValueOnce(new DataError('not_found', 'No such announcement.'))
      .mockResolvedValue({ ...trip, title: 'Field trip on Saturday' });
    renderPanel(onePage([trip, welcome]), { updateAnnouncement });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Field trip on Friday' }));
    expect(screen.getByText(/a change is not e-mailed again/)).toBeTruthy();
    expect(screen.queryByLabelText(/Also e-mail/)).toBeNull();
    type('Title', 'Field trip on Saturday');
    click('Save announcement');
    expect((await screen.findByRole('alert')).textContent).toContain('No such announcement.');
    click('Save announcement');
    expect(await screen.findByText('Saved changes to Field trip on Saturday.')).toBeTruthy();
    expect(updateAnnouncement).toHaveBeenLastCalledWith({
      params: { id: 'a-2' },
      body: { title: 'Field trip on Saturday', body: trip.body },
    });
    expect(titles()).toEqual(['Field trip on Saturday', 'Welcome']);
  });

  it('deletes one after asking', async () => {
    const deleteAnnouncement = vi.fn<DeleteFn>().mockResolvedValue(undefined);
    const list = vi.fn<ListFn>().mockResolvedValueOnce({ items: [trip, welcome], nextCursor: null });
    list.mockResolvedValue({ items: [welcome], nextCursor: null });
    renderPanel(list, { deleteAnnouncement });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Welcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Welcome?' });
    expect(within(dialog).getByText(/An e-mail already sent cannot be taken back/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    expect(await screen.findByText('Deleted Welcome.')).toBeTruthy();
    expect(deleteAnnouncement).toHaveBeenCalledWith({ params: { id: 'a-1' } });
    await waitFor(() => expect(titles()).toEqual(['Welcome']));
  });
});
