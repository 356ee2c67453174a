import type { Category } from '@sla/data';
import { msg, t } from '@sla/i18n';
import type { CompareField } from '../editor/compareText.js';

/** The post's fields as versions and conflicts compare them, in the editor's order; categories by name (labels translated where shown). */
export function postCompareFields(categories: readonly Category[]): CompareField[] {
  const categoryName = (value: unknown) =>
    !value ? t('No category') : (categories.find((category) => category.id === value)?.name ?? String(value));
  return [
    { name: 'title', label: msg('Title') },
    { name: 'slug', label: msg('Address') },
    { name: 'summary', label: msg('Summary') },
    { name: 'categoryId', label: msg('Category'), text: categoryName },
    { name: 'authorName', label: msg('Author') },
    { name: 'coverImage', label: msg('Cover image') },
    { name: 'body', label: msg('Story') },
    { name: 'seoDescription', label: msg('Search description') },
    { name: 'socialImage', label: msg('Social image') },
  ];
}
