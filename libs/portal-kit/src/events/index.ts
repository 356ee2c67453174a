// An event's door, shared by the content portal (editors) and the admin portal (staff): @sla/portal-kit/events.
export { RegistrantsSection, registrationCounts } from './RegistrantsSection.js';
