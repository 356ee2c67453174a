import { api, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';

/** Staff and admins who may own an item (a short list), for the owner filter and the owner choice. */
export function useOwners() {
  return useLoad(async () => (await api(routes.listFollowUpOwners, {})).items, []);
}
