export { contactAddress, DEFAULT_SITE, pageTitle, SiteProvider, useSite, type SiteSettings } from './site.js';
export { Screen, useScreenSubject, type ScreenProps } from './Screen.js';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.js';
export { Loading } from './Loading.js';
export { CardLinks, type CardLink } from './CardLinks.js';
export { LiveFieldset, RenderedOnServer, useRenderedOnServer } from './serverRender.js';
export { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, formatCalendarDate, formatDate, parseInstant } from './format.js';
export { T } from './T.js';
