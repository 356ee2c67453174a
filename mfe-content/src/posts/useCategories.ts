import { api, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';

/** The categories, in their order, for the list's filter and the editor's choice. */
export function useCategories() {
  return useLoad(async () => (await api(routes.listCategories)).items, []);
}
