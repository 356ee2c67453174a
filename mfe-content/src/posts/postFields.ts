import type { Category } from '@sla/data';
import type { CompareField } from '../editor/compareText.js';

/** The post's fields as versions and conflicts compare them, in the editor's order; categories by name. */
export function postCompareFields(categories: readonly Category[]): CompareField[] {
  const categoryName = (value: unknown) =>
    !value ? 'No category' : (categories.find((category) => category.id === value)?.name ?? String(value));
  return [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Address' },
    { name: 'summary', label: 'Summary' },
    { name: 'categoryId', label: 'Category', text: categoryName },
    { name: 'authorName', label: 'Author' },
    { name: 'coverImage', label: 'Cover image' },
    { name: 'body', label: 'Story' },
    { name: 'seoDescription', label: 'Search description' },
    { name: 'socialImage', label: 'Social image' },
  ];
}
