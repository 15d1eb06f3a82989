import type { RecommendedTestDef, Source } from './types';

/**
 * The Labwise catalog codes the knowledge base may recommend, with the LOINC code the catalog
 * seed ships for each. Every code below was checked against the LOINC table (display name in
 * the comment); a code added later stays `verified: false` until someone checks it.
 */
export const CATALOG_LOINC = {
  CBC: { loinc: '58410-2', verified: true }, // CBC panel - Blood by Automated count
  CMP: { loinc: '24323-8', verified: true }, // Comprehensive metabolic 2000 panel - Serum or Plasma
  TSH: { loinc: '3016-3', verified: true }, // Thyrotropin [Units/volume] in Serum or Plasma
  CRP: { loinc: '1988-5', verified: true }, // C reactive protein [Mass/volume] in Serum or Plasma
  HBA1C: { loinc: '4548-4', verified: true }, // Hemoglobin A1c/Hemoglobin.total in Blood
  LIPID: { loinc: '57698-3', verified: true }, // Lipid panel with direct LDL - Serum or Plasma
  FERR: { loinc: '2276-4', verified: true }, // Ferritin [Mass/volume] in Serum or Plasma
  VITD: { loinc: '62292-8', verified: true }, // 25-Hydroxyvitamin D2+D3 [Mass/volume] in Serum or Plasma
  DDIMER: { loinc: '48065-7', verified: true }, // Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma
  FT4: { loinc: '3024-7', verified: true }, // Thyroxine (T4) free [Mass/volume] in Serum or Plasma
  B12: { loinc: '2132-9', verified: true }, // Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma
  FOL: { loinc: '2284-8', verified: true }, // Folate [Mass/volume] in Serum or Plasma
  TTG: { loinc: '31017-7', verified: true }, // Tissue transglutaminase IgA Ab [Units/volume] in Serum
  UA: { loinc: '24356-8', verified: true }, // Urinalysis complete panel - Urine
  GLU: { loinc: '2345-7', verified: true }, // Glucose [Mass/volume] in Serum or Plasma
  CREA: { loinc: '2160-0', verified: true }, // Creatinine [Mass/volume] in Serum or Plasma
  URIC: { loinc: '3084-1', verified: true }, // Urate [Mass/volume] in Serum or Plasma
  ESR: { loinc: '4537-7', verified: true }, // Erythrocyte sedimentation rate by Westergren method
  HSCRP: { loinc: '30522-7', verified: true }, // C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method
} as const satisfies Record<string, { loinc: string; verified: boolean }>;

export type CatalogCode = keyof typeof CATALOG_LOINC;

export const CATALOG_CODES = Object.keys(CATALOG_LOINC) as CatalogCode[];

/** Tests only a clinician orders (emergency work-up); never recommended to a consumer. */
export const CLINICIAN_ONLY_CODES: readonly CatalogCode[] = ['DDIMER'];

/** A recommended test with the catalog's LOINC code filled in. */
export function test(
  code: CatalogCode,
  rationale: string,
  source: Source,
  onlyWith?: readonly string[],
): RecommendedTestDef {
  const { loinc, verified } = CATALOG_LOINC[code];
  return onlyWith
    ? { code, loinc, loincVerified: verified, rationale, source, onlyWith }
    : { code, loinc, loincVerified: verified, rationale, source };
}
