import { api, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';

/** The events taking registrations on the site, as their doors list them (at most 100: a door's list, not an archive). */
export const useRegistrationEvents = () => useLoad(() => api(routes.listRegistrationEvents), []);
