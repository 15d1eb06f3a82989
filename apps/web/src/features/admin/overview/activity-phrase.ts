/** What an audit row says in words: 'viewed an order', 'moved results', 'was refused access to the route GET /api/v1/…'. */

const ACTION_TEXT: Record<string, string> = { read: 'viewed', create: 'created', update: 'changed', delete: 'deleted', transition: 'moved', denied: 'was refused access to' };

/** The record kinds the Record filter offers, with their plural labels. */
export const RESOURCES: readonly (readonly [string, string])[] = [
  ['', 'All records'],
  ['order', 'Orders'],
  ['order_list', 'Order lists'],
  ['patient_list', 'Patient lists'],
  ['patient_orders', 'Patient orders'],
  ['test', 'Catalog tests'],
  ['lab', 'Labs'],
  ['lab_test', 'Lab offerings'],
  ['partnership_request', 'Partnership requests'],
  ['user', 'Users'],
  ['setting', 'Settings'],
];

/** Kinds whose name is already a plural noun or that read better spelled out. */
const PHRASES: Record<string, string> = {
  results: 'the results of an order',
  patient_orders: "a patient's orders",
  unmatched_lab_results: 'unmatched lab results',
  unmatched_lab_result_candidates: 'the candidates for an unmatched lab result',
  questionnaire_recommendations: 'questionnaire recommendations',
  doctor_stats: "a doctor's figures",
  lab_summary: "a lab's figures and queue",
  fhir: 'FHIR records',
  ai_parse: 'an AI reading of symptoms',
  ai_diagnosis: 'an AI assessment',
};

// 'an order', 'a user': a vowel letter with a consonant sound (u as in user, unit) takes 'a'.
const withArticle = (noun: string) => `${/^([aeio]|u(?!s|ni))/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The object of the sentence for a record kind. */
export function resourcePhrase(type: string): string {
  // Refusals recorded by route: 'route:GET /api/v1/patients/me' → 'the route GET /api/v1/patients/me'.
  if (type.startsWith('route:')) return `the route ${type.slice('route:'.length).trim()}`;
  const phrase = PHRASES[type];
  if (phrase) return phrase;
  const label = RESOURCES.find(([value]) => value === type)?.[1].toLowerCase().replace(/s$/, '') ?? type.replaceAll('_', ' ');
  return withArticle(label);
}

export function activityPhrase(action: string, resourceType: string): string {
  return `${ACTION_TEXT[action] ?? action} ${resourcePhrase(resourceType)}`;
}
