import type { ApplicationWindow } from '@sla/data';
import { t } from '@sla/i18n';
import { WINDOW_LABEL } from './format.js';

/** Open, opening soon or closed, in words and colour (never colour alone). */
export function WindowBadge({ state }: { state: ApplicationWindow['state'] }) {
  return <span className={`status status--${state}`}>{t(WINDOW_LABEL[state])}</span>;
}
