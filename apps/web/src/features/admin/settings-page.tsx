import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { adminSettingsUpdate, BRAND_COLOR_LABELS, BRAND_COLORS, QUESTION_BUDGET_LIMITS, SETTINGS_DEFAULTS, type AdminSettings, type BrandColor } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { useTheme } from '../../lib/theme';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { adminSettingsQuery, useSaveSettings, type SettingsView } from './api/settings';
import { applyServerErrors, bodyResolver, FieldError, SwitchField, TextField } from '../../components/form';
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

type SettingsValues = { questionBudget: string; followUps: boolean; primaryColor: BrandColor };
const valuesOf = (saved: SettingsView): SettingsValues => ({ questionBudget: String(saved.questionBudget), followUps: saved.followUps, primaryColor: saved.primaryColor });

/** Only what differs from the saved settings is sent (the budget as typed, blank as not a number). */
function settingsChange(saved: SettingsView, values: SettingsValues): Partial<AdminSettings> {
  const budget = values.questionBudget.trim();
  return {
    ...(budget !== String(saved.questionBudget) ? { questionBudget: budget === '' ? Number.NaN : Number(budget) } : {}),
    ...(values.followUps !== saved.followUps ? { followUps: values.followUps } : {}),
    ...(values.primaryColor !== saved.primaryColor ? { primaryColor: values.primaryColor } : {}),
  };
}

function SettingsForm({ saved }: { saved: SettingsView }) {
  const form = useForm<SettingsValues, unknown, Partial<AdminSettings>>({
    resolver: bodyResolver(adminSettingsUpdate, (values: SettingsValues) => settingsChange(saved, values)),
    defaultValues: valuesOf(saved),
  });
  const values = useWatch({ control: form.control });
  const save = useSaveSettings();
  const { resolved } = useTheme();
  const dirty = Object.keys(settingsChange(saved, { ...valuesOf(saved), ...values })).length > 0;
  const colorError = form.formState.errors.primaryColor?.message;

  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: () => toast.success('Settings saved'),
      onError: (e) => applyServerErrors(e, form.setError, ['questionBudget', 'followUps', 'primaryColor']),
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate className="flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
        <SectionCard title="AI questionnaire" description="How the guided health assessment asks its questions, for every patient and doctor." contentClassName="flex flex-col gap-5">
          <TextField<SettingsValues>
            name="questionBudget"
            id="settings-budget"
            label="Max AI questions per session"
            type="number"
            inputMode="numeric"
            min={QUESTION_BUDGET_LIMITS.min}
            max={QUESTION_BUDGET_LIMITS.max}
            hint={`From ${QUESTION_BUDGET_LIMITS.min} to ${QUESTION_BUDGET_LIMITS.max}; default ${SETTINGS_DEFAULTS.questionBudget}. The assessment stops asking once it reaches this number.`}
            className="max-w-xs"
          />
          <SwitchField<SettingsValues>
            name="followUps"
            id="settings-followups"
            label="AI follow-up questions"
            hint="When on, the assessment may ask a follow-up after an answer that needs one (default on)."
          />
        </SectionCard>

        <SectionCard title="Branding" description="The primary colour of buttons, links and highlights for everyone, in light and dark themes." contentClassName="flex flex-col gap-3">
          <fieldset aria-describedby={colorError ? 'settings-colour-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold">Primary colour</legend>
            <div className="flex flex-wrap gap-2">
              {BRAND_COLORS.map((c) => {
                const swatch = BRAND_PALETTES[c][resolved === 'dark' ? 'dark' : 'light'].primary;
                return (
                  <label
                    key={c}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
                      values.primaryColor === c ? 'border-foreground font-semibold' : 'border-border',
                    )}
                  >
                    <input type="radio" {...form.register('primaryColor')} value={c} className="sr-only" />
                    <span aria-hidden="true" className="h-5 w-5 rounded-full border border-border" style={{ background: swatch }} />
                    {BRAND_COLOR_LABELS[c]}
                    {c === SETTINGS_DEFAULTS.primaryColor && <span className="text-xs font-normal text-muted-foreground">(default)</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <FieldError id="settings-colour" message={colorError} />
        </SectionCard>

        {save.isError && Object.keys(form.formState.errors).length === 0 && <Alert tone="error">{save.error.message}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
          {dirty && (
            <Button variant="outline" onClick={() => form.reset(valuesOf(saved))}>
              Discard changes
            </Button>
          )}
          <span className="text-sm text-muted-foreground">{saved.updatedAt ? `Last changed ${formatDateTime(saved.updatedAt)}` : 'Using the defaults.'}</span>
        </div>
      </form>
    </FormProvider>
  );
}
