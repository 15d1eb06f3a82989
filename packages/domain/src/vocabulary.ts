/**
 * A closed vocabulary written once: each stored code with the label users see, in display
 * order. `values` is the ordered, non-empty tuple zod's `z.enum` and the database CHECK
 * constraints take; `labels` maps each code to its label. Writing the codes once means a new
 * status cannot be added to the list and forgotten in the labels, or the other way round.
 */
export interface Vocabulary<Code extends string> {
  readonly values: readonly [Code, ...Code[]];
  readonly labels: Readonly<Record<Code, string>>;
}

export function vocabulary<const Labels extends Readonly<Record<string, string>>>(
  labels: Labels,
): Vocabulary<Extract<keyof Labels, string>> {
  type Code = Extract<keyof Labels, string>;
  const values = Object.keys(labels) as Code[];
  if (values.length === 0) throw new Error('A vocabulary needs at least one code.');
  return { values: values as [Code, ...Code[]], labels: labels };
}
