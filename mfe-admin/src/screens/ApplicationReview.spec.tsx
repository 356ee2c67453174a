import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type StaffApplication } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { review, staffApplication } from '../review/testing/fixtures.js';
import ApplicationReview from './ApplicationReview.js';

type SubmitFn = OperationFake<'submitReview'>;

function renderReview() {
  return render(
    <MemoryRouter initialEntries={['/admin/applications/app-1/review']}>
      <Routes>
        <Route path="/admin/applications/:id/review" element={<ApplicationReview />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The application, or none: the service answers 404 (a conflict, or missing). */
function install(app: StaffApplication | null, submitReview?: SubmitFn) {
  const review = submitReview ? { submitReview: vi.fn<SubmitFn>(submitReview) } : {};
  const get = app
    ? vi.fn().mockResolvedValue(app)
    : vi.fn().mockRejectedValue(new DataError('not_found', 'No such application.'));
  return installFakeData({ getReviewApplication: get, ...review });
}

const criterion = (name: RegExp) => screen.getByRole('group', { name });
const score = (name: RegExp, value: number) =>
  within(criterion(name)).getByRole('radio', { name: String(value) }) as HTMLInputElement;
const liveScore = () => screen.getByText(/weighted score/i, { selector: 'p' }).textContent;

beforeEach(() => signInAs('staff'));

describe('Application review: the rubric', () => {
  it('shows each criterion with its weight, guidance and scale, and a link back to the application', async () => {
    install(staffApplication({ assignedToMe: true, reviews: [] }));
    renderReview();
    const motivation = await screen.findByRole('group', { name: /Motivation/ });
    expect(motivation.querySelector('legend')?.textContent).toBe('Motivation (weight 2)');
    expect(within(motivation).getByText('Why this programme, why now?')).toBeTruthy();
    expect(
      within(motivation)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(motivation.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    // One radio group per criterion: the arrow keys move along one scale only.
    const names = new Set(
      within(motivation)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).name),
    );
    expect(names.size).toBe(1);
    expect(within(criterion(/Potential/)).getAllByRole('radio')).toHaveLength(11);
    expect((within(criterion(/Potential/)).getAllByRole('radio')[0] as HTMLInputElement).name).not.toBe([...names][0]);

    expect(screen.getByRole('link', { name: 'Back to the application' }).getAttribute('href')).toBe('/admin/applications/app-1');
    // The answers are at hand without leaving the form.
    fireEvent.click(screen.getByText('Show the answers'));
    expect(screen.getByText('Lycée de Dakar')).toBeTruthy();
    expect(screen.getByText(/Scores from other reviewers appear after you submit yours\./)).toBeTruthy();
  });

  it('computes the weighted score live as criteria are scored', async () => {
    install(staffApplication({ assignedToMe: true, reviews: [] }));
    renderReview();
    await screen.findByRole('group', { name: /Motivation/ });
    expect(liveScore()).toBe('The weighted score appears as you score the criteria.');

    fireEvent.click(score(/Motivation/, 4));
    expect(liveScore()).toBe('Weighted score so far: 75 / 100 (1 criterion still to score)');
    fireEvent.click(score(/Potential/, 4));
    // (2 × 0.75 + 1 × 0.4) / 3 = 63.3
    expect(liveScore()).toBe('Weighted score: 63 / 100');
  });

  it('refuses to submit until every criterion is scored and a recommendation chosen', async () => {
    const client = install(staffApplication({ assignedToMe: true, reviews: [] }), async () => staffApplication());
    renderReview();
    fireEvent.click((await screen.findAllByRole('radio', { name: '4' }))[0] as HTMLInputElement);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(screen.getByRole('alert').textContent).toBe('Some answers need attention before the review can be submitted.');
    const potential = criterion(/Potential/);
    expect(within(potential).getByText('Give a score for Potential.')).toBeTruthy();
    expect(potential.getAttribute('aria-invalid')).toBe('true');
    expect(potential.getAttribute('aria-describedby')).toContain(within(potential).getByText(/Give a score/).id);
    expect(document.activeElement).toBe(score(/Potential/, 0));
    expect(screen.getByText('Choose a recommendation.')).toBeTruthy();
    expect(client.submitReview).not.toHaveBeenCalled();

    // Each error goes as soon as its answer is given, not at the next Submit.
    fireEvent.click(score(/Potential/, 3));
    expect(within(criterion(/Potential/)).queryByText('Give a score for Potential.')).toBeNull();
    expect(criterion(/Potential/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Choose a recommendation.')).toBeTruthy();
  });

  it('sends the review and then shows the others’ reviews', async () => {
    const submitted = staffApplication({
      assignedToMe: true,
      myReview: review('acting-user', 'Acting User', { scores: { motivation: 5, potential: 7 } }),
      reviews: [review('u-amara', 'Amara Okafor'), review('acting-user', 'Acting User', { weightedScore: 90 })],
    });
    const client = install(staffApplication({ assignedToMe: true, reviews: [] }), async () => submitted);
    renderReview();
    await screen.findByRole('group', { name: /Motivation/ });
    fireEvent.click(score(/Motivation/, 5));
    fireEvent.click(score(/Potential/, 7));
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: '  Thoughtful and clear.  ' } });
    fireEvent.click(screen.getByLabelText('Accept'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Your review is submitted. The other reviews are shown below.')).toBeTruthy();
    expect(client.submitReview).toHaveBeenCalledWith({
      params: { id: 'app-1' },
      body: { scores: { motivation: 5, potential: 7 }, comment: 'Thoughtful and clear.', recommendation: 'accept' },
    });
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeTruthy();
    expect(screen.getByText('80 / 100')).toBeTruthy();
    expect(screen.queryByText(/appear after you submit yours/)).toBeNull();
  });

  it('prefills an earlier review and sends the update', async () => {
    const mine = review('acting-user', 'Acting User', {
      scores: { motivation: 2, potential: 9 },
      comment: 'First look.',
      recommendation: 'waitlist',
    });
    const client = install(staffApplication({ assignedToMe: true, myReview: mine }), async () =>
      staffApplication({ assignedToMe: true, myReview: mine }),
    );
    renderReview();
    await screen.findByRole('group', { name: /Motivation/ });
    expect(score(/Motivation/, 2).checked).toBe(true);
    expect(score(/Potential/, 9).checked).toBe(true);
    expect((screen.getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('First look.');
    expect((screen.getByLabelText('Waitlist') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(score(/Motivation/, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText('Your review is updated.')).toBeTruthy();
    expect(client.submitReview).toHaveBeenCalledWith({
      params: { id: 'app-1' },
      body: { scores: { motivation: 3, potential: 9 }, comment: 'First look.', recommendation: 'waitlist' },
    });
  });

  it('shows the server’s refusal, e.g. for someone not assigned', async () => {
    install(staffApplication({ assignedToMe: false }), async () => {
      throw new DataError('forbidden', 'Only assigned reviewers can review this application.');
    });
    renderReview();
    expect(await screen.findByText(/You are not assigned to this application/)).toBeTruthy();
    fireEvent.click(score(/Motivation/, 1));
    fireEvent.click(score(/Potential/, 0));
    fireEvent.click(screen.getByLabelText('Reject'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Only assigned reviewers can review this application.'),
    );
  });

  it('says the application cannot be opened when the server answers none', async () => {
    install(null);
    renderReview();
    expect(await screen.findByRole('heading', { name: 'You cannot open this application' })).toBeTruthy();
  });
});
