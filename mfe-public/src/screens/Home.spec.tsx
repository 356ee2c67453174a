import { act, screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { event, homePage, programSummary, renderAt, story } from '../testing/contentFakes.js';

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('Home', () => {
  it('shows both programmes with their window, dated in each programme’s own time zone', async () => {
    installFakeApi({
      getPublicHome: vi.fn(async () =>
        homePage({
          programs: [
            // 21:30 UTC on the 15th is 00:30 on the 16th in Nairobi (UTC+3).
            programSummary('stepup-scholars', {
              state: 'open',
              closesAt: '2026-12-15T21:30:00.000Z',
              timeZone: 'Africa/Nairobi',
            }),
            // 22:30 UTC on the 10th is 00:30 on the 11th in Johannesburg (UTC+2).
            programSummary('dynamerge', {
              state: 'upcoming',
              opensAt: '2027-01-10T22:30:00.000Z',
              timeZone: 'Africa/Johannesburg',
            }),
          ],
        }),
      ),
    });
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Nurturing Africa's next generation of scientist-leaders" }),
    ).toBeTruthy();
    const stepUp = await screen.findByRole('link', { name: 'StepUp Scholars' });
    expect(stepUp.getAttribute('href')).toBe('/programs/stepup-scholars');
    const open = card('StepUp Scholars');
    expect(within(open).getByText('Applications open')).toBeTruthy();
    expect(within(open).getByText('Apply by 16 December 2026')).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'Apply now to StepUp Scholars' }).getAttribute('href')).toBe('/signup');
    const upcoming = card('Dynamerge');
    expect(within(upcoming).getByText('Opening soon')).toBeTruthy();
    expect(within(upcoming).getByText('Opens on 11 January 2027')).toBeTruthy();
    expect(within(upcoming).queryByRole('link', { name: /Apply now/ })).toBeNull();
  });

  it('says when a programme has closed', async () => {
    installFakeApi({
      getPublicHome: vi.fn(async () =>
        homePage({ programs: [programSummary('stepup-scholars', { state: 'closed', closesAt: '2026-03-01T20:59:00.000Z' })] }),
      ),
    });
    renderAt('/');
    await screen.findByRole('link', { name: 'StepUp Scholars' });
    expect(within(card('StepUp Scholars')).getByText('Applications closed')).toBeTruthy();
    expect(within(card('StepUp Scholars')).getByText('Closed on 1 March 2026')).toBeTruthy();
  });

  it('shows the latest three stories and the next three events', async () => {
    installFakeApi({
      getPublicHome: vi.fn(async () =>
        homePage({ stories: [story(7), story(6), story(5)], events: [event(1), event(2), event(3, { location: 'Kigali' })] }),
      ),
    });
    renderAt('/');
    const stories = within((await screen.findByRole('heading', { name: 'Latest stories' })).closest('section')!);
    expect(stories.getAllByRole('article')).toHaveLength(3);
    expect(stories.getByRole('link', { name: 'Story number 7' }).getAttribute('href')).toBe('/blog/story-7');
    expect(stories.getByRole('link', { name: /All stories/ }).getAttribute('href')).toBe('/blog');
    const events = within(screen.getByRole('heading', { name: 'Coming up' }).closest('section')!);
    expect(events.getAllByRole('listitem')).toHaveLength(3);
    expect(events.getByText('Event number 3')).toBeTruthy();
    expect(events.getByText(/Kigali/)).toBeTruthy();
  });

  it('offers to apply, donate and get involved', async () => {
    installFakeApi({ getPublicHome: vi.fn(async () => homePage()) });
    renderAt('/');
    await screen.findByRole('heading', { name: 'Latest stories' });
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/signup');
    expect(screen.getAllByRole('link', { name: 'Donate' }).every((link) => link.getAttribute('href') === '/donate')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Get involved' })[0]!.getAttribute('href')).toBe('/get-involved');
  });

  it('keeps the hero when the content fails, and loads again on Retry', async () => {
    const home = vi
      .fn()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server.'))
      .mockResolvedValueOnce(homePage());
    installFakeApi({ getPublicHome: home });
    renderAt('/');
    expect(await screen.findByText('Could not reach the server.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('link', { name: 'Dynamerge' })).toBeTruthy();
    expect(home).toHaveBeenCalledTimes(2);
  });
});
