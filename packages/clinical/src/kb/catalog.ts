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
  // Added for the knowledge base's breadth (issue: 300+ conditions, each with its tests). `verified:
  // false` until the code is checked against the LOINC table.
  HCG: { loinc: '2106-3', verified: true }, // Choriogonadotropin (pregnancy test) [Presence] in Urine
  BHCG: { loinc: '21198-7', verified: true }, // Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma
  STREP: { loinc: '78012-2', verified: true }, // Streptococcus pyogenes Ag [Presence] in Throat by Rapid immunoassay
  MONO: { loinc: '31418-7', verified: false }, // Heterophile antibody screen (monospot)
  HEPP: { loinc: '24363-4', verified: true }, // Hepatitis acute panel - Serum or Plasma
  HIV: { loinc: '56888-1', verified: true }, // HIV 1+2 Ab + HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay
  CTNG: { loinc: '36902-5', verified: false }, // Chlamydia trachomatis and Neisseria gonorrhoeae DNA panel
  TRICH: { loinc: '69937-1', verified: false }, // Trichomonas vaginalis rRNA [Presence] by NAA
  RPR: { loinc: '20507-0', verified: true }, // Reagin Ab [Presence] in Serum by RPR
  UCX: { loinc: '630-4', verified: true }, // Bacteria identified in Urine by Culture
  SCX: { loinc: '625-4', verified: true }, // Bacteria identified in Stool by Culture
  OVP: { loinc: '10704-5', verified: false }, // Ova and parasites identified in Stool by Light microscopy
  CDIFF: { loinc: '34468-9', verified: false }, // Clostridioides difficile toxin in Stool
  FCAL: { loinc: '38445-3', verified: false }, // Calprotectin [Mass/mass] in Stool
  FIT: { loinc: '29771-3', verified: true }, // Hemoglobin.gastrointestinal [Presence] in Stool by Immunoassay
  HPYL: { loinc: '17780-9', verified: false }, // Helicobacter pylori Ag in Stool
  LIPA: { loinc: '3040-3', verified: true }, // Lipase [Enzymatic activity/volume] in Serum or Plasma
  LFT: { loinc: '24325-3', verified: true }, // Hepatic function 2000 panel - Serum or Plasma
  IRON: { loinc: '50190-8', verified: true }, // Iron and Iron binding capacity panel - Serum or Plasma
  MG: { loinc: '19123-9', verified: true }, // Magnesium [Mass/volume] in Serum or Plasma
  PSA: { loinc: '2857-1', verified: true }, // Prostate specific Ag [Mass/volume] in Serum or Plasma
  ANA: { loinc: '8061-4', verified: true }, // Nuclear Ab [Presence] in Serum
  RF: { loinc: '11572-5', verified: true }, // Rheumatoid factor [Units/volume] in Serum or Plasma
  CCP: { loinc: '32218-0', verified: false }, // Cyclic citrullinated peptide Ab [Units/volume] in Serum
  BNP: { loinc: '33762-6', verified: true }, // Natriuretic peptide.B prohormone N-Terminal [Mass/volume] in Serum or Plasma
  PTH: { loinc: '2731-8', verified: true }, // Parathyrin.intact [Mass/volume] in Serum or Plasma
  CORT: { loinc: '2143-6', verified: true }, // Cortisol [Mass/volume] in Serum or Plasma
  PRL: { loinc: '2842-3', verified: true }, // Prolactin [Mass/volume] in Serum or Plasma
  IGF1: { loinc: '2484-4', verified: true }, // Insulin-like growth factor-I [Mass/volume] in Serum or Plasma
  TESTO: { loinc: '2986-8', verified: true }, // Testosterone [Mass/volume] in Serum or Plasma
  FSH: { loinc: '15067-2', verified: true }, // Follitropin [Units/volume] in Serum or Plasma
  LH: { loinc: '10501-5', verified: true }, // Lutropin [Units/volume] in Serum or Plasma
  E2: { loinc: '2243-4', verified: true }, // Estradiol (E2) [Mass/volume] in Serum or Plasma
  UACR: { loinc: '9318-7', verified: true }, // Albumin/Creatinine [Mass Ratio] in Urine
  CK: { loinc: '2157-6', verified: true }, // Creatine kinase [Enzymatic activity/volume] in Serum or Plasma
  INR: { loinc: '6301-6', verified: true }, // INR in Platelet poor plasma by Coagulation assay
  CA125: { loinc: '10334-1', verified: true }, // Cancer Ag 125 [Units/volume] in Serum or Plasma
  AFP: { loinc: '1834-1', verified: true }, // Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma
  MAL: { loinc: '32700-7', verified: false }, // Malaria smear (thick and thin film) in Blood
  DENG: { loinc: '75377-2', verified: false }, // Dengue virus NS1 Ag in Serum
  IGRA: { loinc: '71773-6', verified: false }, // Mycobacterium tuberculosis stimulated gamma interferon in Blood
  HBEP: { loinc: '4547-6', verified: false }, // Hemoglobin pattern / haemoglobinopathy screen in Blood
  G6PD: { loinc: '2357-3', verified: false }, // Glucose-6-Phosphate dehydrogenase in Red Blood Cells
  SPEP: { loinc: '24351-9', verified: false }, // Protein electrophoresis panel - Serum or Plasma
  COVAG: { loinc: '94558-4', verified: true }, // SARS-CoV-2 Ag [Presence] in Respiratory specimen by Rapid immunoassay
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
