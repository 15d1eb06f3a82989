import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { RANGE_SEX_LABELS, RANGE_SEXES } from '@labwise/domain';
import { arrayError, ChoiceField, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { emptyRange, type TestForm } from './test-form-model';

const NUMERIC_BOUNDS = [
  ['low', 'Normal low'],
  ['high', 'Normal high'],
  ['criticalLow', 'Critical low'],
  ['criticalHigh', 'Critical high'],
] as const;

const Text = TextField<TestForm>;
const Choice = ChoiceField<TestForm>;

/** One analyte of the surrounding test form: its unit, what is possible, and its reference ranges by sex and age. */
export function AnalyteEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const at = `analytes.${index}` as const;
  const id = `a${index}`;
  const { control, formState } = useFormContext<TestForm>();
  const ranges = useFieldArray({ control, name: `${at}.ranges` });
  const [valueType, name, code] = useWatch({ control, name: [`${at}.valueType`, `${at}.name`, `${at}.code`] });
  const numeric = valueType === 'numeric';
  const title = name.trim() || code.trim() || 'New analyte';
  const rangesError = arrayError(formState.errors.analytes?.[index]?.ranges);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">
        Analyte {index + 1}: {title}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Text name={`${at}.code`} id={`${id}-code`} label="Code" autoCapitalize="characters" />
        <Text name={`${at}.name`} id={`${id}-name`} label="Name" />
        <Choice
          name={`${at}.valueType`}
          id={`${id}-type`}
          label="Result type"
          options={[
            ['numeric', 'Numeric'],
            ['qualitative', 'Qualitative (text)'],
          ]}
        />
        <Text name={`${at}.loinc`} id={`${id}-loinc`} label="LOINC" placeholder="2345-7" />
        {numeric && (
          <>
            <Text name={`${at}.unit`} id={`${id}-unit`} label="Unit" placeholder="mg/dL" />
            <Text name={`${at}.decimals`} id={`${id}-decimals`} label="Decimals" inputMode="numeric" />
            <Text name={`${at}.physicalMin`} id={`${id}-pmin`} label="Lowest possible" inputMode="decimal" hint="Values below are refused as impossible." />
            <Text name={`${at}.physicalMax`} id={`${id}-pmax`} label="Highest possible" inputMode="decimal" hint="Values above are refused as impossible." />
          </>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Reference ranges</p>
        {rangesError && <p className="text-xs font-medium text-destructive">{rangesError}</p>}
        {ranges.fields.map((field, j) => {
          const rat = `${at}.ranges.${j}` as const;
          const rid = `${id}-r${j}`;
          return (
            <fieldset key={field.id} className="rounded-lg bg-muted/60 p-3">
              <legend className="sr-only">
                Range {j + 1} of {title}
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
                <Choice name={`${rat}.sex`} id={`${rid}-sex`} label="Sex" options={RANGE_SEXES.map((s) => [s, RANGE_SEX_LABELS[s]] as const)} />
                <Text name={`${rat}.ageMinYears`} id={`${rid}-amin`} label="From age" inputMode="numeric" />
                <Text name={`${rat}.ageMaxYears`} id={`${rid}-amax`} label="To age" inputMode="numeric" />
                {numeric ? (
                  NUMERIC_BOUNDS.map(([key, label]) => <Text key={key} name={`${rat}.${key}`} id={`${rid}-${key}`} label={label} inputMode="decimal" />)
                ) : (
                  <Text name={`${rat}.normalText`} id={`${rid}-normal`} label="Normal answer" placeholder="Negative" className="col-span-2 sm:col-span-1 lg:col-span-2" />
                )}
              </div>
              {ranges.fields.length > 1 && (
                <Button variant="ghost" size="sm" className="mt-2 text-destructive" onClick={() => ranges.remove(j)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove range {j + 1}
                </Button>
              )}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => ranges.append(emptyRange())}>
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
