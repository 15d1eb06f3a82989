import { Plus, Trash2 } from 'lucide-react';
import { RANGE_SEX_LABELS, RANGE_SEXES } from '@labwise/domain';
import { Button } from '../../../components/ui/button';
import { ChoiceField, TextField } from '../components/field';
import type { FieldErrors } from '../components/form-errors';
import { emptyRange, type AnalyteForm, type RangeForm } from './test-form-model';

type Props = {
  index: number;
  analyte: AnalyteForm;
  errors: FieldErrors;
  onChange: (next: AnalyteForm) => void;
  onRemove: () => void;
};

const NUMERIC_BOUNDS = [
  ['low', 'Normal low'],
  ['high', 'Normal high'],
  ['criticalLow', 'Critical low'],
  ['criticalHigh', 'Critical high'],
] as const;

/** One analyte: its unit, what is possible, and its reference ranges by sex and age. */
export function AnalyteEditor({ index, analyte, errors, onChange, onRemove }: Props) {
  const at = `analytes.${index}`;
  const id = `a${index}`;
  const set = <K extends keyof AnalyteForm>(key: K, value: AnalyteForm[K]) => onChange({ ...analyte, [key]: value });
  const setRange = (j: number, next: RangeForm) => set('ranges', analyte.ranges.map((r, k) => (k === j ? next : r)));
  const numeric = analyte.valueType === 'numeric';
  const title = analyte.name.trim() || analyte.code.trim() || 'New analyte';

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">
        Analyte {index + 1}: {title}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField id={`${id}-code`} label="Code" value={analyte.code} onChange={(v) => set('code', v)} error={errors[`${at}.code`]} autoCapitalize="characters" />
        <TextField id={`${id}-name`} label="Name" value={analyte.name} onChange={(v) => set('name', v)} error={errors[`${at}.name`]} />
        <ChoiceField
          id={`${id}-type`}
          label="Result type"
          value={analyte.valueType}
          onChange={(v) => set('valueType', v as AnalyteForm['valueType'])}
          options={[
            ['numeric', 'Numeric'],
            ['qualitative', 'Qualitative (text)'],
          ]}
        />
        <TextField id={`${id}-loinc`} label="LOINC" value={analyte.loinc} onChange={(v) => set('loinc', v)} error={errors[`${at}.loinc`]} placeholder="2345-7" />
        {numeric && (
          <>
            <TextField id={`${id}-unit`} label="Unit" value={analyte.unit} onChange={(v) => set('unit', v)} error={errors[`${at}.unit`]} placeholder="mg/dL" />
            <TextField id={`${id}-decimals`} label="Decimals" inputMode="numeric" value={analyte.decimals} onChange={(v) => set('decimals', v)} error={errors[`${at}.decimals`]} />
            <TextField
              id={`${id}-pmin`}
              label="Lowest possible"
              inputMode="decimal"
              value={analyte.physicalMin}
              onChange={(v) => set('physicalMin', v)}
              error={errors[`${at}.physicalMin`]}
              hint="Values below are refused as impossible."
            />
            <TextField
              id={`${id}-pmax`}
              label="Highest possible"
              inputMode="decimal"
              value={analyte.physicalMax}
              onChange={(v) => set('physicalMax', v)}
              error={errors[`${at}.physicalMax`]}
              hint="Values above are refused as impossible."
            />
          </>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Reference ranges</p>
        {errors[`${at}.ranges`] && <p className="text-xs font-medium text-destructive">{errors[`${at}.ranges`]}</p>}
        {analyte.ranges.map((range, j) => {
          const rat = `${at}.ranges.${j}`;
          const rid = `${id}-r${j}`;
          const setField = <K extends keyof RangeForm>(key: K, value: RangeForm[K]) => setRange(j, { ...range, [key]: value });
          return (
            <fieldset key={range.key} className="rounded-lg bg-muted/60 p-3">
              <legend className="sr-only">
                Range {j + 1} of {title}
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
                <ChoiceField id={`${rid}-sex`} label="Sex" value={range.sex} onChange={(v) => setField('sex', v as RangeForm['sex'])} options={RANGE_SEXES.map((s) => [s, RANGE_SEX_LABELS[s]] as const)} />
                <TextField id={`${rid}-amin`} label="From age" inputMode="numeric" value={range.ageMinYears} onChange={(v) => setField('ageMinYears', v)} error={errors[`${rat}.ageMinYears`]} />
                <TextField id={`${rid}-amax`} label="To age" inputMode="numeric" value={range.ageMaxYears} onChange={(v) => setField('ageMaxYears', v)} error={errors[`${rat}.ageMaxYears`]} />
                {numeric ? (
                  NUMERIC_BOUNDS.map(([key, label]) => (
                    <TextField key={key} id={`${rid}-${key}`} label={label} inputMode="decimal" value={range[key]} onChange={(v) => setField(key, v)} error={errors[`${rat}.${key}`]} />
                  ))
                ) : (
                  <TextField id={`${rid}-normal`} label="Normal answer" value={range.normalText} onChange={(v) => setField('normalText', v)} error={errors[`${rat}.normalText`]} placeholder="Negative" fieldClassName="col-span-2 sm:col-span-1 lg:col-span-2" />
                )}
              </div>
              {analyte.ranges.length > 1 && (
                <Button variant="ghost" size="sm" className="mt-2 text-destructive" onClick={() => set('ranges', analyte.ranges.filter((_, k) => k !== j))}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove range {j + 1}
                </Button>
              )}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => set('ranges', [...analyte.ranges, emptyRange()])}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add range
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove analyte {title}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
