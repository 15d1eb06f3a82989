import type { ConditionChangeDirection, TriageLevel } from '@labwise/domain';

export const DIRECTION_LABELS: Record<ConditionChangeDirection, string> = {
  raised: 'Raised',
  lowered: 'Lowered',
  ruled_out: 'Ruled out',
  unchanged: 'No change',
};

export const DIRECTION_VARIANTS: Record<ConditionChangeDirection, 'warning' | 'success' | 'secondary' | 'outline'> = {
  raised: 'warning',
  lowered: 'success',
  ruled_out: 'secondary',
  unchanged: 'outline',
};

/** The same headings as the assessment's own triage banner. */
export const TRIAGE_HEADINGS: Record<TriageLevel, string> = {
  emergency: 'Seek emergency care now',
  urgent: 'See a clinician within 24 hours',
  routine: 'Book a consultation with your doctor',
  self_care: 'Self-care is reasonable',
};

/** Levels that are shown louder than the rest. */
export const isPressing = (level: TriageLevel) => level === 'emergency' || level === 'urgent';
