import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminSettingsUpdate, BRAND_COLOR_LABELS, BRAND_COLORS, QUESTION_BUDGET_LIMITS, SETTINGS_DEFAULTS, type AdminSettings, type BrandColor } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { useTheme } from '../../lib/theme';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { adminSettingsQuery, useSaveSettings, type SettingsView } from './api/settings';
import { SwitchField, TextField } from './components/field';
import { serverErrors, validate, type FieldErrors } from './components/form-errors';
import { PageHeader } from './components/page-header';
import { SectionCard } from './components/section-card';
import { BRAND_PALETTES } from './branding/brand-colors';

/** Route admin/settings: AI questionnaire toggles and branding (brief §2, defaults §9). */
export function AdminSettingsPage() {
  const settings = useQuery(adminSettingsQuery());
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Settings" description="AI questionnaire options and branding." />
      <QueryStates query={settings} loading={<SkeletonList label="Loading settings" rows={2} rowClassName="h-40" className="gap-4" />}>
        {(data) => <SettingsForm key={data.updatedAt ?? 'defaults'} saved={data} />}
      </QueryStates>
    </div>
  );
}

function SettingsForm({ saved }: { saved: SettingsView }) {
  const [budget, setBudget] = useState(String(saved.questionBudget));
  const [followUps, setFollowUps] = useState(saved.followUps);
  const [color, setColor] = useState<BrandColor>(saved.primaryColor);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSettings();
  const { resolved } = useTheme();

  const change: Partial<AdminSettings> = {
    ...(budget.trim() !== String(saved.questionBudget) ? { questionBudget: budget.trim() === '' ? Number.NaN : Number(budget.trim()) } : {}),
    ...(followUps !== saved.followUps ? { followUps } : {}),
    ...(color !== saved.primaryColor ? { primaryColor: color } : {}),
  };
  const dirty = Object.keys(change).length > 0;

  const submit = () => {
    const checked = validate(adminSettingsUpdate, change);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => toast.success('Settings saved'),
      onError: (e) => setErrors(serverErrors(e).fields),
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SectionCard title="AI questionnaire" description="How the guided health assessment asks its questions, for every patient and doctor." contentClassName="flex flex-col gap-5">
        <TextField
          id="settings-budget"
          label="Max AI questions per session"
          type="number"
          inputMode="numeric"
          min={QUESTION_BUDGET_LIMITS.min}
          max={QUESTION_BUDGET_LIMITS.max}
          value={budget}
          onChange={setBudget}
          error={errors.questionBudget}
          hint={`From ${QUESTION_BUDGET_LIMITS.min} to ${QUESTION_BUDGET_LIMITS.max}; default ${SETTINGS_DEFAULTS.questionBudget}. The assessment stops asking once it reaches this number.`}
          fieldClassName="max-w-xs"
        />
        <SwitchField
          id="settings-followups"
          label="AI follow-up questions"
          checked={followUps}
          onChange={setFollowUps}
          hint="When on, the assessment may ask a follow-up after an answer that needs one (default on)."
        />
      </SectionCard>

      <SectionCard title="Branding" description="The primary colour of buttons, links and highlights for everyone, in light and dark themes." contentClassName="flex flex-col gap-3">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Primary colour</legend>
          <div className="flex flex-wrap gap-2">
            {BRAND_COLORS.map((c) => {
              const swatch = BRAND_PALETTES[c][resolved === 'dark' ? 'dark' : 'light'].primary;
              return (
                <label
                  key={c}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
                    color === c ? 'border-foreground font-semibold' : 'border-border',
                  )}
                >
                  <input type="radio" name="primary-colour" value={c} checked={color === c} onChange={() => setColor(c)} className="sr-only" />
                  <span aria-hidden="true" className="h-5 w-5 rounded-full border border-border" style={{ background: swatch }} />
                  {BRAND_COLOR_LABELS[c]}
                  {c === SETTINGS_DEFAULTS.primaryColor && <span className="text-xs font-normal text-muted-foreground">(default)</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
        {errors.primaryColor && <p className="text-xs font-medium text-destructive">{errors.primaryColor}</p>}
      </SectionCard>

      {save.isError && Object.keys(errors).length === 0 && <Alert tone="error">{save.error.message}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {dirty && (
          <Button variant="outline" onClick={() => (setBudget(String(saved.questionBudget)), setFollowUps(saved.followUps), setColor(saved.primaryColor), setErrors({}))}>
            Discard changes
          </Button>
        )}
        <span className="text-sm text-muted-foreground">{saved.updatedAt ? `Last changed ${formatDateTime(saved.updatedAt)}` : 'Using the defaults.'}</span>
      </div>
    </form>
  );
}
