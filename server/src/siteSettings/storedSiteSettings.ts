import { eq } from 'drizzle-orm';
import type { SiteSettingKey, SiteSettingsValues } from '@sla/contract';
import { siteSettingsChange, SITE_SETTING_KEYS } from '@sla/contract/schemas';
import type { ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import { siteSettings } from '../db/schema.js';
import type { SiteSettings } from '../siteSettings.js';

export const SITE_SETTINGS_ROW = 'site';

export type SiteSettingOverrides = Partial<SiteSettingsValues>;

/** The editable values of full settings. */
export function editableValues(settings: SiteSettings): SiteSettingsValues {
  const values = {} as Record<SiteSettingKey, unknown>;
  for (const key of SITE_SETTING_KEYS) values[key] = settings[key];
  return values as unknown as SiteSettingsValues;
}

/**
 * What admins stored, checked again as it is read: a value the rules no longer accept (or a key no longer known)
 * is left out, so the environment's value applies rather than a broken one.
 */
export function cleanOverrides(stored: Record<string, unknown> | null | undefined): SiteSettingOverrides {
  const overrides: Record<string, unknown> = {};
  for (const key of SITE_SETTING_KEYS) {
    if (stored?.[key] === undefined || stored[key] === null) continue;
    const parsed = siteSettingsChange.safeParse({ [key]: stored[key] });
    if (parsed.success) overrides[key] = parsed.data[key];
  }
  return overrides as SiteSettingOverrides;
}

/** The environment's settings with the stored values laid over; card payments stay off without Stripe keys. */
export function withOverrides(environment: SiteSettings, overrides: SiteSettingOverrides): SiteSettings {
  const settings = { ...environment, ...overrides };
  if (!environment.stripe) settings.cardPayments = false;
  return settings;
}

export async function readOverrides(db: Db, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ROW));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return { row: row ?? null, overrides: cleanOverrides(row?.value) };
}

/** Reads what admins stored and makes the service use it (at start, after a change, and every few seconds). */
export async function refreshSiteSettings(ctx: ServiceContext): Promise<SiteSettings> {
  const { overrides } = await readOverrides(ctx.db);
  ctx.settings = withOverrides(ctx.environmentSettings, overrides);
  return ctx.settings;
}
