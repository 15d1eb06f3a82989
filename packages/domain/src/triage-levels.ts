import { vocabulary } from './vocabulary';

/*
 * Kept apart from the questionnaire's wire schemas (and free of zod) so the clinical engine,
 * which needs only the levels, does not load every API schema with them.
 */

/** The triage levels, most urgent first, with each one's short label (badges, "Urgency went from … to …"). */
const TRIAGE_LEVEL_VOCABULARY = vocabulary({
  emergency: 'Emergency',
  urgent: 'Urgent',
  routine: 'Routine',
  self_care: 'Self-care',
});
export const TRIAGE_LEVELS = TRIAGE_LEVEL_VOCABULARY.values;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];
export const TRIAGE_LEVEL_LABELS = TRIAGE_LEVEL_VOCABULARY.labels;

/** Most urgent first: a lower rank is more urgent. */
export const TRIAGE_RANK: Readonly<Record<TriageLevel, number>> = {
  emergency: 0,
  urgent: 1,
  routine: 2,
  self_care: 3,
};
