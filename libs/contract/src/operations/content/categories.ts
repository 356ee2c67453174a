import * as z from 'zod/mini';
import { categoryInput, categoryOrderInput, moveCategoryPostsInput } from '../../schemas/contentEditing.js';
import { operation } from '../operation.js';

/** A category as the content portal sees it. */
export const category = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Its French name; empty when it has none. */
  nameFr: z.string(),
  slug: z.string(),
  position: z.int(),
  /** Posts in the category, whatever their status. */
  postCount: z.int(),
});
export type Category = z.output<typeof category>;

const categoryList = z.strictObject({ items: z.array(category) });

/** Who reads the list: everyone who writes or files posts. */
export const CATEGORY_READERS = ['edit_content', 'create_content', 'manage_content_categories'] as const;
const managers = { anyOf: ['manage_content_categories'] } as const;

export const listCategories = operation({
  id: 'listCategories',
  method: 'GET',
  path: '/content/categories',
  summary: 'Every category in order, with its post count',
  answer: categoryList,
  status: 200,
  access: { anyOf: CATEGORY_READERS },
  refusals: [401, 403],
});

export const createCategory = operation({
  id: 'createCategory',
  method: 'POST',
  path: '/content/categories',
  summary: 'A new category, last in the order; its address is made from the name',
  body: categoryInput,
  answer: category,
  status: 201,
  access: managers,
  refusals: [400, 401, 403, 409],
});

export const renameCategory = operation({
  id: 'renameCategory',
  method: 'PUT',
  path: '/content/categories/{id}',
  summary: 'Rename a category or change its French name; the old address keeps redirecting',
  body: categoryInput,
  answer: category,
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404, 409],
});

export const deleteCategory = operation({
  id: 'deleteCategory',
  method: 'DELETE',
  path: '/content/categories/{id}',
  summary: 'Delete an empty category; 409 while posts are in it',
  answer: null,
  status: 204,
  access: managers,
  refusals: [401, 403, 404, 409],
});

export const reorderCategories = operation({
  id: 'reorderCategories',
  method: 'PUT',
  path: '/content/categories-order',
  summary: 'Put the categories in this order; every id exactly once',
  body: categoryOrderInput,
  answer: categoryList,
  status: 200,
  access: managers,
  refusals: [400, 401, 403],
});

export const moveCategoryPosts = operation({
  id: 'moveCategoryPosts',
  method: 'POST',
  path: '/content/categories/{id}/move-posts',
  summary: 'Move every post of a category to another; answers the categories with their new counts',
  body: moveCategoryPostsInput,
  answer: categoryList,
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404],
});

/** The content portal's category operations. */
export const categoryOperations = [
  listCategories,
  createCategory,
  renameCategory,
  deleteCategory,
  reorderCategories,
  moveCategoryPosts,
] as const;
