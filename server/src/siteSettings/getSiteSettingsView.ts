import type { SiteSettingKey, SiteSettingsView } from '@sla/contract';
import { SITE_SETTING_KEYS } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { editableValues, readOverrides, withOverrides } from './storedSiteSettings.js';

/** The settings as the service uses them, each with its environment default and whether an admin changed it. */
export async function siteSettingsView(ctx: ServiceContext): Promise<SiteSettingsView> {
  const { row, overrides } = await readOverrides(ctx.db);
  const defaults = editableValues(withOverrides(ctx.environmentSettings, {}));
  const values = editableValues(withOverrides(ctx.environmentSettings, overrides));
  const settings = {} as Record<SiteSettingKey, unknown>;
  for (const key of SITE_SETTING_KEYS)
    settings[key] = { value: values[key], default: defaults[key], overridden: overrides[key] !== undefined };
  return {
    settings: settings as SiteSettingsView['settings'],
    stripeConfigured: ctx.environmentSettings.stripe !== null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** GET /admin/settings: admins only (manage_system_settings). */
export async function getSiteSettings(ctx: ServiceContext, caller: Caller | null): Promise<SiteSettingsView> {
  await requirePermission(ctx, caller, 'manage_system_settings', { action: 'read_site_settings' });
  return siteSettingsView(ctx);
}
