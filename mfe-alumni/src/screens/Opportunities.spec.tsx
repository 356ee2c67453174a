import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { OPPORTUNITY_MESSAGES } from '@sla/contract/schemas';
import { signInAs, summary, view } from '../opportunities/testing.js';
import OpportunityBoard from './OpportunityBoard.js';
import OpportunityPage from './OpportunityPage.js';
import PostOpportunity from './PostOpportunity.js';

afterEach(() => configureData(null));

const at = (path: string, element: React.ReactNode, pattern: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/alumni/opportunities/:id" element={<p>Opened the posted opportunity</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the opportunities board', () => {
  it('asks for the address’s filters, lists each card, and offers a student no posting', async () => {
    signInAs('student');
    const list = vi.fn(async () => ({
      items: [summary(), summary({ id: 'o-2', title: 'Field job', kind: 'job', remote: true })],
      nextCursor: null,
    }));
    installFakeApi({ listOpportunities: list });
    at('/alumni/opportunities?kind=scholarship&field=Biology&order=closing', <OpportunityBoard />, '/alumni/opportunities');
    const card = (await screen.findByRole('link', { name: 'MSc scholarship in plant genomics' })).closest('li')!;
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ query: { kind: 'scholarship', field: 'Biology', order: 'closing' } }),
    );
    expect(within(card).getByText('Apply by 31 March 2027')).toBeTruthy();
    expect(within(card).getByText('Posted by Wanjiru Otieno')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post an opportunity' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('scholarship');
  });

  it('offers an alumnus to post, and says when nothing matches with a way to clear the filters', async () => {
    signInAs('alumni');
    const list = vi.fn(async () => ({ items: [], nextCursor: null }));
    installFakeApi({ listOpportunities: list });
    at('/alumni/opportunities?remote=true', <OpportunityBoard />, '/alumni/opportunities');
    expect(await screen.findByText('No open opportunity matches your search and filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post an opportunity' }).getAttribute('href')).toBe('/alumni/opportunities/new');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ query: {} })));
  });

  it('shows an error panel when the board cannot be loaded', async () => {
    signInAs('alumni');
    installFakeApi({
      listOpportunities: vi.fn(async () => Promise.reject(new DataError('internal', 'The server had a problem.'))),
    });
    at('/alumni/opportunities', <OpportunityBoard />, '/alumni/opportunities');
    expect(await screen.findByText('The opportunities could not be loaded')).toBeTruthy();
  });
});

describe('one opportunity', () => {
  it('renders the service’s details and lets staff hide it only with a reason', async () => {
    signInAs('staff');
    const hide = vi.fn(async ({ body }: { body: { reason: string } }) => view({ state: 'hidden', hiddenReason: body.reason }));
    installFakeApi({ getOpportunity: vi.fn(async () => view()), hideOpportunity: hide });
    at('/alumni/opportunities/o-1', <OpportunityPage />, '/alumni/opportunities/:id');
    expect(await screen.findByText('funded', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide from the board' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide opportunity' }));
    expect(await within(dialog).findByText(OPPORTUNITY_MESSAGES.hideReason)).toBeTruthy();
    expect(hide).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Asks for a fee.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide opportunity' }));
    expect(await screen.findByText('The reason staff gave: Asks for a fee.')).toBeTruthy();
    expect(screen.getByText('Hidden by staff')).toBeTruthy();
  });

  it('offers its poster edit and close, and a student neither nor hiding', async () => {
    signInAs('alumni');
    installFakeApi({ getOpportunity: vi.fn(async () => view({ mine: true })) });
    const { unmount } = at('/alumni/opportunities/o-1', <OpportunityPage />, '/alumni/opportunities/:id');
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/alumni/opportunities/o-1/edit');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide from the board' })).toBeNull();
    unmount();
    signInAs('student');
    installFakeApi({ getOpportunity: vi.fn(async () => view()) });
    at('/alumni/opportunities/o-1', <OpportunityPage />, '/alumni/opportunities/:id');
    await screen.findByRole('link', { name: 'Apply on the organisation’s site' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('posting', () => {
  it('checks the form with the service’s schema before sending, then opens the posted opportunity', async () => {
    signInAs('alumni');
    const post = vi.fn(async () => view({ id: 'o-9', mine: true }));
    installFakeApi({ postOpportunity: post });
    at('/alumni/opportunities/new', <PostOpportunity />, '/alumni/opportunities/new');
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Lab manager' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Organisation/ }), { target: { value: 'KEMRI' } });
    fireEvent.change(screen.getByLabelText(/Deadline/), { target: { value: '2027-03-31' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Link to apply/ }), { target: { value: 'ftp://example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post opportunity' }));
    expect(await screen.findByText(OPPORTUNITY_MESSAGES.link)).toBeTruthy();
    expect(screen.getByText(OPPORTUNITY_MESSAGES.remoteOrPlace)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Link to apply/ }), { target: { value: 'https://example.org/apply' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Can be done remotely' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Biology' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post opportunity' }));
    expect(await screen.findByText('Opened the posted opportunity')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          title: 'Lab manager',
          remote: true,
          fields: ['Biology'],
          applyUrl: 'https://example.org/apply',
        }),
      }),
    );
  });
});
