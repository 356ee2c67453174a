import { invalidInput, type SettingChange, type SiteSettingsView } from '@sla/contract';
import { parseInput, siteSettingsChange, SITE_SETTING_KEYS } from '@sla/contract/schemas';
import { SITE_SETTINGS_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { auditLogs, siteSettings } from '../db/schema.js';
import { siteSettingsView } from './getSiteSettingsView.js';
import {
  editableValues,
  readOverrides,
  SITE_SETTINGS_ROW,
  withOverrides,
  type SiteSettingOverrides,
} from './storedSiteSettings.js';

export const CARD_PAYMENTS_NEED_STRIPE = SITE_SETTINGS_MESSAGES.cardPaymentsNeedStripe;

/**
 * PUT /admin/settings (manage_system_settings). A value sets a setting, null puts it back to the environment's;
 * a value equal to the environment's is not stored, so the setting follows the environment again. The stored values
 * and one settings_change audit entry listing each change are written in one transaction; a change that changes
 * nothing writes nothing. The service uses the new values as soon as this answers.
 */
export async function updateSiteSettings(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<SiteSettingsView> {
  const admin = await requirePermission(ctx, caller, 'manage_system_settings', { action: 'update_site_settings' });
  const input = parseInput(siteSettingsChange, body);
  if (input.cardPayments === true && !ctx.environmentSettings.stripe)
    throw invalidInput({ cardPayments: CARD_PAYMENTS_NEED_STRIPE });

  const defaults = editableValues(withOverrides(ctx.environmentSettings, {}));
  const changed = await ctx.db.transaction(async (tx) => {
    const { row, overrides } = await readOverrides(tx, { forUpdate: true });
    const before = editableValues(withOverrides(ctx.environmentSettings, overrides));
    const next: Record<string, unknown> = { ...overrides };
    for (const key of SITE_SETTING_KEYS) {
      const value = input[key];
      if (value === undefined) continue;
      if (value === null || value === defaults[key]) delete next[key];
      else next[key] = value;
    }
    const after = editableValues(withOverrides(ctx.environmentSettings, next as SiteSettingOverrides));
    const changes: SettingChange[] = SITE_SETTING_KEYS.filter((key) => before[key] !== after[key]).map((key) => ({
      key,
      from: before[key],
      to: after[key],
    }));
    const sameStored = JSON.stringify(sortKeys(next)) === JSON.stringify(sortKeys(row?.value ?? {}));
    if (!changes.length && sameStored) return false;
    const now = ctx.now();
    await tx
      .insert(siteSettings)
      .values({ id: SITE_SETTINGS_ROW, value: next, updatedAt: now, updatedBy: admin.token.uid })
      .onConflictDoUpdate({ target: siteSettings.id, set: { value: next, updatedAt: now, updatedBy: admin.token.uid } });
    if (changes.length)
      await tx.insert(auditLogs).values({
        type: 'settings_change',
        userId: admin.token.uid,
        changedBy: admin.token.uid,
        reason: '',
        context: { changes },
        timestamp: now,
      });
    return true;
  });
  if (changed) ctx.settings = withOverrides(ctx.environmentSettings, (await readOverrides(ctx.db)).overrides);
  return siteSettingsView(ctx);
}

function sortKeys(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
}
