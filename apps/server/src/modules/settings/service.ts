import {
  adminSettingsSchema,
  SETTINGS_DEFAULTS,
  type AdminSettings,
  type PublicSettings,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { audit } from '../../platform/audit';
import { readSettingRows, writeSetting } from './repository';

/** Where each setting lives in the settings table (the seed writes these keys with the brief's defaults). */
const KEYS = {
  questionBudget: 'max_ai_questions',
  followUps: 'ai_followups_enabled',
  primaryColor: 'primary_color',
} as const satisfies Record<keyof AdminSettings, string>;
type Field = keyof typeof KEYS;
const FIELDS = Object.keys(KEYS) as Field[];

/**
 * The stored settings, each checked against its schema: a missing or malformed value falls back
 * to the brief's default rather than breaking the questionnaire or the theme.
 */
async function load(db: Executor, fields: readonly Field[]): Promise<{ values: AdminSettings; updatedAt: Date | null }> {
  const rows = await readSettingRows(db, fields.map((f) => KEYS[f]));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const values: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  let updatedAt: Date | null = null;
  for (const field of fields) {
    const row = byKey.get(KEYS[field]);
    if (!row) continue;
    const parsed = adminSettingsSchema.shape[field].safeParse(row.value);
    if (parsed.success) values[field] = parsed.data;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { values: values as AdminSettings, updatedAt };
}

/** What the questionnaire engine obeys: how many AI questions a session may ask, and whether follow-ups are on. */
export async function getQuestionnaireSettings(db: Executor): Promise<{ questionBudget: number; followUps: boolean }> {
  const { values } = await load(db, ['questionBudget', 'followUps']);
  return { questionBudget: values.questionBudget, followUps: values.followUps };
}

export async function getPublicSettings(db: Executor): Promise<PublicSettings> {
  const { values } = await load(db, ['primaryColor']);
  return { primaryColor: values.primaryColor };
}

export type SettingsView = AdminSettings & { updatedAt: string | null };

/** Reading and changing settings: administrators only (the routes check the permission). */
export function createSettingsService(db: Database) {
  return {
    async read(): Promise<SettingsView> {
      const { values, updatedAt } = await load(db, FIELDS);
      return { ...values, updatedAt: updatedAt?.toISOString() ?? null };
    },

    async update(ctx: { principal: Principal; requestId: string }, change: Partial<AdminSettings>): Promise<SettingsView> {
      await db.transaction(async (tx) => {
        for (const field of FIELDS) {
          if (change[field] === undefined) continue;
          await writeSetting(tx, KEYS[field], change[field], ctx.principal.userId);
          await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'setting', resourceId: KEYS[field], outcome: 'allowed', requestId: ctx.requestId });
        }
      });
      return this.read();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
