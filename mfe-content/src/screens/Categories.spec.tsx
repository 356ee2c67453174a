import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { DataError, type Category } from '@sla/data';
import { category, deferred, installContentData, signInAs } from '../overview/testing.js';
import Categories from './Categories.js';

const news = category({ id: 'c-news', name: 'News', slug: 'news', position: 0, postCount: 3 });
const research = category({ id: 'c-research', name: 'Research', slug: 'research', position: 1, postCount: 0 });
const alumni = category({ id: 'c-alumni', name: 'Alumni', slug: 'alumni', position: 2, postCount: 1 });

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/content/categories']}>
      <Categories />
    </MemoryRouter>,
  );

const names = () => [...document.querySelectorAll('.category-row__name')].map((name) => name.textContent);
const rowOf = (name: string) => {
  const row = [...document.querySelectorAll<HTMLElement>('.category-row')].find(
    (each) => each.querySelector('.category-row__name')?.textContent === name,
  );
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const dialog = () => screen.getByRole('dialog');

describe('Categories', () => {
  beforeEach(() => signInAs('content_editor'));

  it('lists the categories in order with their post counts and addresses', async () => {
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [news, research, alumni] }) });
    renderScreen();
    expect(screen.getByText('Loading categories…')).toBeTruthy();
    await screen.findByText('Research');
    expect(names()).toEqual(['News', 'Research', 'Alumni']);
    expect(rowOf('News').textContent).toContain('3 posts');
    expect(rowOf('Alumni').textContent).toContain('1 post');
    expect(rowOf('Research').textContent).toContain('/blog?category=research');
    expect((within(rowOf('News')).getByRole('button', { name: 'Move up: News' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there are none, and when they could not be loaded', async () => {
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [] }) });
    const { unmount } = renderScreen();
    await screen.findByText(/No categories yet\./);
    unmount();

    installContentData({ listCategories: vi.fn().mockRejectedValue(new DataError('unavailable', 'Try later.')) });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('The categories could not be loaded');
  });

  it('adds a category, checking the name first and showing a taken name beside the field', async () => {
    const created = category({ id: 'c-events', name: 'Events', slug: 'events', position: 3 });
    const create = vi
      .fn()
      .mockRejectedValueOnce(new DataError('conflict', CONTENT_MESSAGES.categoryNameTaken))
      .mockResolvedValueOnce(created);
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [news] }), createCategory: create });
    renderScreen();
    await screen.findByText('News');

    const name = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Name the category.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: '  News  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(CONTENT_MESSAGES.categoryNameTaken)).toBeTruthy();
    expect(create).toHaveBeenLastCalledWith({ body: { name: 'News', nameFr: '' } });
    expect(name.value).toBe('  News  ');

    fireEvent.change(name, { target: { value: 'Events' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Added Events.')).toBeTruthy();
    expect(names()).toEqual(['News', 'Events']);
    expect(name.value).toBe('');
  });

  it('renames in a dialog that says old links keep working', async () => {
    const rename = vi.fn().mockResolvedValue({ ...research, name: 'Science', slug: 'science' });
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [news, research] }), renameCategory: rename });
    renderScreen();
    await screen.findByText('Research');

    fireEvent.click(screen.getByRole('button', { name: 'Rename: Research' }));
    expect(dialog().textContent).toContain('Old links to this category keep working.');
    const field = within(dialog()).getByLabelText('New name') as HTMLInputElement;
    expect(field.value).toBe('Research');
    fireEvent.change(field, { target: { value: 'Science' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Rename' }));

    await screen.findByText('Renamed Research to Science. Old links to it keep working.');
    expect(rename).toHaveBeenCalledWith({ params: { id: 'c-research' }, body: { name: 'Science', nameFr: '' } });
    expect(names()).toEqual(['News', 'Science']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a category a French name, shown in its row, or says it has none', async () => {
    const rename = vi.fn().mockResolvedValue({ ...research, nameFr: 'Recherche' });
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [news, research] }), renameCategory: rename });
    renderScreen();
    await screen.findByText('Research');
    expect(rowOf('Research').textContent).toContain('No French name');

    fireEvent.click(screen.getByRole('button', { name: 'Rename: Research' }));
    const french = within(dialog()).getByLabelText(/Name in French/) as HTMLInputElement;
    expect(french.getAttribute('lang')).toBe('fr');
    fireEvent.change(french, { target: { value: '  Recherche ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Rename' }));

    await screen.findByText('Saved the French name of Research.');
    expect(rename).toHaveBeenCalledWith({ params: { id: 'c-research' }, body: { name: 'Research', nameFr: 'Recherche' } });
    expect(rowOf('Research').textContent).toContain('In French: Recherche');
    expect(rowOf('Research').querySelector('[lang="fr"]')?.textContent).toBe('Recherche');
  });

  it('moves a category down, saves the whole order, announces the position and keeps focus on the button', async () => {
    const saved = deferred<{ items: Category[] }>();
    const reorder = vi.fn(() => saved.promise);
    installContentData({
      listCategories: vi.fn().mockResolvedValue({ items: [news, research, alumni] }),
      reorderCategories: reorder,
    });
    renderScreen();
    await screen.findByText('Research');

    fireEvent.click(screen.getByRole('button', { name: 'Move down: News' }));
    expect(names()).toEqual(['Research', 'News', 'Alumni']);
    expect(reorder).toHaveBeenCalledWith({ body: { ids: ['c-research', 'c-news', 'c-alumni'] } });
    expect(screen.getByText('Moved News to position 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move down: News'));

    await act(async () => saved.resolve({ items: [research, news, alumni].map((each, position) => ({ ...each, position })) }));
    expect(names()).toEqual(['Research', 'News', 'Alumni']);
  });

  it('puts the order back and says so when it could not be saved', async () => {
    const reorder = vi.fn().mockRejectedValue(new DataError('unavailable', 'The service is busy.'));
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [news, research] }), reorderCategories: reorder });
    renderScreen();
    await screen.findByText('Research');

    fireEvent.click(screen.getByRole('button', { name: 'Move up: Research' }));
    expect(names()).toEqual(['Research', 'News']);
    expect((await screen.findByRole('alert')).textContent).toContain('The new order was not saved');
    expect(names()).toEqual(['News', 'Research']);
  });

  it('deletes a category with posts only after moving them to the chosen one', async () => {
    const calls: string[] = [];
    const movePosts = vi.fn(async () => {
      calls.push('move');
      return { items: [research, alumni] };
    });
    const remove = vi.fn(async () => {
      calls.push('remove');
    });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [news, research, alumni] })
      .mockResolvedValue({ items: [{ ...research, postCount: 3 }, alumni] });
    installContentData({ listCategories: list, moveCategoryPosts: movePosts, deleteCategory: remove });
    renderScreen();
    await screen.findByText('Research');

    fireEvent.click(screen.getByRole('button', { name: 'Delete: News' }));
    expect(dialog().textContent).toContain('3 posts are in this category.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Move posts and delete' }));
    expect(await within(dialog()).findByText('Choose where to move them.')).toBeTruthy();
    expect(movePosts).not.toHaveBeenCalled();

    const select = within(dialog()).getByLabelText('Move its 3 posts to') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a category', 'Research', 'Alumni']);
    fireEvent.change(select, { target: { value: 'c-research' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Move posts and delete' }));

    await screen.findByText('Deleted News. Its 3 posts are now in Research.');
    expect(movePosts).toHaveBeenCalledWith({ params: { id: 'c-news' }, body: { toCategoryId: 'c-research' } });
    expect(remove).toHaveBeenCalledWith({ params: { id: 'c-news' } });
    expect(calls).toEqual(['move', 'remove']);
    expect(names()).toEqual(['Research', 'Alumni']);
    await waitFor(() => expect(rowOf('Research').textContent).toContain('3 posts'));
  });

  it('deletes an empty category after a plain confirmation', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    installContentData({ listCategories: vi.fn().mockResolvedValue({ items: [news, research] }), deleteCategory: remove });
    renderScreen();
    await screen.findByText('Research');

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Research' }));
    expect(dialog().textContent).toContain('No post is in this category.');
    expect(within(dialog()).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete category' }));
    await screen.findByText('Deleted Research.');
    expect(remove).toHaveBeenCalledWith({ params: { id: 'c-research' } });
  });

  it('shows a change another editor made, without reloading the screen', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [news] })
      .mockResolvedValueOnce({ items: [news, research] });
    const { emit } = installContentData({ listCategories: list });
    renderScreen();
    await screen.findByText('News');
    act(() => emit({ kind: 'category', action: 'created' }));
    expect(screen.queryByText('Loading categories…')).toBeNull();
    await screen.findByText('Research');
  });
});
