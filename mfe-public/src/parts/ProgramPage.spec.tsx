import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import { program, renderAt } from '../testing/contentFakes.js';

describe('a programme page’s FAQ and hero image', () => {
  it('lists the questions as disclosures with the answers the data service rendered, and shows the hero image', async () => {
    installFakeApi({
      getPublicProgram: vi.fn(async () =>
        program(
          'dynamerge',
          { state: 'open' },
          {
            faq: [
              { question: 'Is it free?', answer: 'Yes, **entirely**.', answerHtml: '<p>Yes, <strong>entirely</strong>.</p>' },
              { question: 'Can I apply twice?', answer: 'Once per round.', answerHtml: '<p>Once per round.</p>' },
            ],
            heroImage: {
              url: '/api/media/m1/1600.webp',
              alt: 'Scholars in a lab',
              srcset: '/api/media/m1/400.webp 400w, /api/media/m1/1600.webp 1600w',
              width: 1600,
              height: 900,
            },
          },
        ),
      ),
    });
    renderAt('/programs/dynamerge');
    const faq = within((await screen.findByRole('heading', { level: 2, name: 'Questions people ask' })).closest('section')!);
    const questions = faq.getAllByRole('group');
    expect(questions.map((question) => question.querySelector('summary')!.textContent)).toEqual([
      'Is it free?',
      'Can I apply twice?',
    ]);
    expect(faq.getByText('entirely').tagName).toBe('STRONG');
    const hero = screen.getByRole('img', { name: 'Scholars in a lab' });
    expect(hero.getAttribute('srcset')).toBe('/api/media/m1/400.webp 400w, /api/media/m1/1600.webp 1600w');
    expect(hero.getAttribute('width')).toBe('1600');
  });

  it('has no FAQ section when there are no questions', async () => {
    installFakeApi({ getPublicProgram: vi.fn(async () => program('dynamerge', { state: 'open' })) });
    renderAt('/programs/dynamerge');
    await screen.findByRole('heading', { level: 2, name: 'What it is' });
    expect(screen.queryByRole('heading', { name: 'Questions people ask' })).toBeNull();
  });
});
