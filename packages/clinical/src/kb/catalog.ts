import type { RecommendedTestDef, Source } from './types';

/**
 * The Labwise catalog codes the knowledge base may recommend, with the LOINC code the catalog
 * seed ships for each. Every code below was checked against the LOINC table (display name in
 * the comment); a code added later stays `verified: false` until someone checks it.
 */
export const CATALOG_LOINC = {
  CBC: { loinc: '58410-2', verified: true, name: 'Complete Blood Count' }, // CBC panel - Blood by Automated count
  CMP: { loinc: '24323-8', verified: true, name: 'Comprehensive Metabolic Panel' }, // Comprehensive metabolic 2000 panel - Serum or Plasma
  TSH: { loinc: '3016-3', verified: true, name: 'Thyroid Stimulating Hormone' }, // Thyrotropin [Units/volume] in Serum or Plasma
  CRP: { loinc: '1988-5', verified: true, name: 'C-Reactive Protein' }, // C reactive protein [Mass/volume] in Serum or Plasma
  HBA1C: { loinc: '4548-4', verified: true, name: 'Hemoglobin A1c' }, // Hemoglobin A1c/Hemoglobin.total in Blood
  LIPID: { loinc: '57698-3', verified: true, name: 'Lipid Panel' }, // Lipid panel with direct LDL - Serum or Plasma
  FERR: { loinc: '2276-4', verified: true, name: 'Ferritin' }, // Ferritin [Mass/volume] in Serum or Plasma
  VITD: { loinc: '62292-8', verified: true, name: 'Vitamin D, 25-Hydroxy' }, // 25-Hydroxyvitamin D2+D3 [Mass/volume] in Serum or Plasma
  DDIMER: { loinc: '48065-7', verified: true, name: 'D-Dimer' }, // Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma
  FT4: { loinc: '3024-7', verified: true, name: 'Free T4' }, // Thyroxine (T4) free [Mass/volume] in Serum or Plasma
  B12: { loinc: '2132-9', verified: true, name: 'Vitamin B12' }, // Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma
  FOL: { loinc: '2284-8', verified: true, name: 'Folate' }, // Folate [Mass/volume] in Serum or Plasma
  TTG: { loinc: '31017-7', verified: true, name: 'Tissue Transglutaminase IgA' }, // Tissue transglutaminase IgA Ab [Units/volume] in Serum
  UA: { loinc: '24356-8', verified: true, name: 'Urinalysis' }, // Urinalysis complete panel - Urine
  GLU: { loinc: '2345-7', verified: true, name: 'Glucose, Fasting' }, // Glucose [Mass/volume] in Serum or Plasma
  CREA: { loinc: '2160-0', verified: true, name: 'Creatinine with eGFR' }, // Creatinine [Mass/volume] in Serum or Plasma
  URIC: { loinc: '3084-1', verified: true, name: 'Uric Acid' }, // Urate [Mass/volume] in Serum or Plasma
  ESR: { loinc: '4537-7', verified: true, name: 'Erythrocyte Sedimentation Rate' }, // Erythrocyte sedimentation rate by Westergren method
  HSCRP: { loinc: '30522-7', verified: true, name: 'High-Sensitivity CRP' }, // C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method
  // Added for the knowledge base's breadth (issue: 300+ conditions, each with its tests). `verified:
  // false` until the code is checked against the LOINC table.
  HCG: { loinc: '2106-3', verified: true, name: 'Pregnancy Test (urine hCG)' }, // Choriogonadotropin (pregnancy test) [Presence] in Urine
  BHCG: { loinc: '21198-7', verified: true, name: 'hCG, quantitative (serum)' }, // Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma
  STREP: { loinc: '78012-2', verified: true, name: 'Rapid Strep A Antigen' }, // Streptococcus pyogenes Ag [Presence] in Throat by Rapid immunoassay
  MONO: { loinc: '31418-7', verified: false, name: 'Monospot (glandular fever)' }, // Heterophile antibody screen (monospot)
  HEPP: { loinc: '24363-4', verified: true, name: 'Acute Hepatitis Panel' }, // Hepatitis acute panel - Serum or Plasma
  HIV: { loinc: '56888-1', verified: true, name: 'HIV-1/2 Antigen and Antibody' }, // HIV 1+2 Ab + HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay
  CTNG: { loinc: '36902-5', verified: false, name: 'Chlamydia and Gonorrhoea NAAT' }, // Chlamydia trachomatis and Neisseria gonorrhoeae DNA panel
  TRICH: { loinc: '69937-1', verified: false, name: 'Trichomonas NAAT' }, // Trichomonas vaginalis rRNA [Presence] by NAA
  RPR: { loinc: '20507-0', verified: true, name: 'Syphilis Screen (RPR)' }, // Reagin Ab [Presence] in Serum by RPR
  UCX: { loinc: '630-4', verified: true, name: 'Urine Culture' }, // Bacteria identified in Urine by Culture
  SCX: { loinc: '625-4', verified: true, name: 'Stool Culture' }, // Bacteria identified in Stool by Culture
  OVP: { loinc: '10704-5', verified: false, name: 'Stool Ova and Parasites' }, // Ova and parasites identified in Stool by Light microscopy
  CDIFF: { loinc: '34468-9', verified: false, name: 'C. difficile Toxin' }, // Clostridioides difficile toxin in Stool
  FCAL: { loinc: '38445-3', verified: false, name: 'Faecal Calprotectin' }, // Calprotectin [Mass/mass] in Stool
  FIT: { loinc: '29771-3', verified: true, name: 'Faecal Immunochemical Test (FIT)' }, // Hemoglobin.gastrointestinal [Presence] in Stool by Immunoassay
  HPYL: { loinc: '17780-9', verified: false, name: 'H. pylori Stool Antigen' }, // Helicobacter pylori Ag in Stool
  LIPA: { loinc: '3040-3', verified: true, name: 'Lipase' }, // Lipase [Enzymatic activity/volume] in Serum or Plasma
  LFT: { loinc: '24325-3', verified: true, name: 'Liver Function Panel' }, // Hepatic function 2000 panel - Serum or Plasma
  IRON: { loinc: '50190-8', verified: true, name: 'Iron Studies' }, // Iron and Iron binding capacity panel - Serum or Plasma
  MG: { loinc: '19123-9', verified: true, name: 'Magnesium' }, // Magnesium [Mass/volume] in Serum or Plasma
  PSA: { loinc: '2857-1', verified: true, name: 'Prostate-Specific Antigen (PSA)' }, // Prostate specific Ag [Mass/volume] in Serum or Plasma
  ANA: { loinc: '8061-4', verified: true, name: 'Antinuclear Antibodies (ANA)' }, // Nuclear Ab [Presence] in Serum
  RF: { loinc: '11572-5', verified: true, name: 'Rheumatoid Factor' }, // Rheumatoid factor [Units/volume] in Serum or Plasma
  CCP: { loinc: '32218-0', verified: false, name: 'Anti-CCP Antibodies' }, // Cyclic citrullinated peptide Ab [Units/volume] in Serum
  BNP: { loinc: '33762-6', verified: true, name: 'NT-proBNP' }, // Natriuretic peptide.B prohormone N-Terminal [Mass/volume] in Serum or Plasma
  PTH: { loinc: '2731-8', verified: true, name: 'Parathyroid Hormone (PTH)' }, // Parathyrin.intact [Mass/volume] in Serum or Plasma
  CORT: { loinc: '2143-6', verified: true, name: 'Cortisol (morning)' }, // Cortisol [Mass/volume] in Serum or Plasma
  PRL: { loinc: '2842-3', verified: true, name: 'Prolactin' }, // Prolactin [Mass/volume] in Serum or Plasma
  IGF1: { loinc: '2484-4', verified: true, name: 'IGF-1' }, // Insulin-like growth factor-I [Mass/volume] in Serum or Plasma
  TESTO: { loinc: '2986-8', verified: true, name: 'Testosterone, total' }, // Testosterone [Mass/volume] in Serum or Plasma
  FSH: { loinc: '15067-2', verified: true, name: 'Follicle-Stimulating Hormone (FSH)' }, // Follitropin [Units/volume] in Serum or Plasma
  LH: { loinc: '10501-5', verified: true, name: 'Luteinising Hormone (LH)' }, // Lutropin [Units/volume] in Serum or Plasma
  E2: { loinc: '2243-4', verified: true, name: 'Estradiol' }, // Estradiol (E2) [Mass/volume] in Serum or Plasma
  UACR: { loinc: '9318-7', verified: true, name: 'Urine Albumin/Creatinine Ratio' }, // Albumin/Creatinine [Mass Ratio] in Urine
  CK: { loinc: '2157-6', verified: true, name: 'Creatine Kinase (CK)' }, // Creatine kinase [Enzymatic activity/volume] in Serum or Plasma
  INR: { loinc: '6301-6', verified: true, name: 'Prothrombin Time (INR)' }, // INR in Platelet poor plasma by Coagulation assay
  CA125: { loinc: '10334-1', verified: true, name: 'CA-125' }, // Cancer Ag 125 [Units/volume] in Serum or Plasma
  AFP: { loinc: '1834-1', verified: true, name: 'Alpha-Fetoprotein (AFP)' }, // Alpha-1-Fetoprotein [Mass/volume] in Serum or Plasma
  MAL: { loinc: '32700-7', verified: false, name: 'Malaria Film' }, // Malaria smear (thick and thin film) in Blood
  DENG: { loinc: '75377-2', verified: false, name: 'Dengue NS1 Antigen' }, // Dengue virus NS1 Ag in Serum
  IGRA: { loinc: '71773-6', verified: false, name: 'TB Blood Test (IGRA)' }, // Mycobacterium tuberculosis stimulated gamma interferon in Blood
  HBEP: { loinc: '4547-6', verified: false, name: 'Haemoglobinopathy Screen' }, // Hemoglobin pattern / haemoglobinopathy screen in Blood
  G6PD: { loinc: '2357-3', verified: false, name: 'G6PD Enzyme' }, // Glucose-6-Phosphate dehydrogenase in Red Blood Cells
  SPEP: { loinc: '24351-9', verified: false, name: 'Serum Protein Electrophoresis' }, // Protein electrophoresis panel - Serum or Plasma
  COVAG: { loinc: '94558-4', verified: true, name: 'COVID-19 Antigen' }, // SARS-CoV-2 Ag [Presence] in Respiratory specimen by Rapid immunoassay
} as const satisfies Record<string, { loinc: string; verified: boolean; name: string }>;

export type CatalogCode = keyof typeof CATALOG_LOINC;

/** Display names of the catalog codes the knowledge base may name (the catalog's own names). */
export const TEST_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CATALOG_LOINC).map(([code, { name }]) => [code, name]),
);

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
