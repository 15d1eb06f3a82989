/**
 * The external set's gold diagnoses, each coded in ICD-10 (WHO categories, ICD-10-CM where WHO
 * has no code of its own, e.g. the kinds of urinary incontinence) and placed in a body system.
 * Written from the diagnosis names alone, reviewed against the ICD-10 tabular list, and never
 * edited to fit the knowledge base: a knowledge-base condition matches when its own code falls
 * under one of `codes` (the same disease, or a more specific form of it) and is an "umbrella"
 * match when it falls under `umbrella` or is a broader code that contains the gold one (it names
 * the family but not the disease).
 */
export const BODY_SYSTEMS = [
  'respiratory',
  'cardiovascular',
  'gastrointestinal',
  'renal and urological',
  'obstetric and gynaecological',
  'male genital',
  'eye',
  'ear, nose and throat',
  'skin',
  'musculoskeletal',
  'neurological',
  'endocrine and metabolic',
  'haematological',
  'infectious',
  'mental health',
  'paediatric',
  'poisoning and environment',
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

export interface GoldCode {
  system: BodySystem;
  codes: readonly string[];
  umbrella?: readonly string[];
}

const R = 'respiratory';
const CV = 'cardiovascular';
const GI = 'gastrointestinal';
const RU = 'renal and urological';
const OG = 'obstetric and gynaecological';
const MG = 'male genital';
const EYE = 'eye';
const ENT = 'ear, nose and throat';
const SKIN = 'skin';
const MSK = 'musculoskeletal';
const NEURO = 'neurological';
const ENDO = 'endocrine and metabolic';
const HAEM = 'haematological';
const INF = 'infectious';
const PAED = 'paediatric';

const g = (system: BodySystem, codes: string[], umbrella?: string[]): GoldCode =>
  umbrella ? { system, codes, umbrella } : { system, codes };

/** Keyed by the gold name in lower case with punctuation folded to single spaces. */
export const GOLD_ICD10: Readonly<Record<string, GoldCode>> = {
  'abdominal aortic aneurysm': g(CV, ['I71.3', 'I71.4']),
  achalasia: g(GI, ['K22.0']),
  'achilles tendonitis': g(MSK, ['M76.6']),
  acromegaly: g(ENDO, ['E22.0']),
  'acute angle closure glaucoma': g(EYE, ['H40.2']),
  'acute appendicitis': g(GI, ['K35']),
  'acute bacterial gastroenteritis': g(GI, ['A02', 'A03', 'A04', 'A05'], ['A08', 'A09']),
  'acute bronchitis': g(R, ['J20']),
  'acute cholecystitis': g(GI, ['K81.0', 'K80.0']),
  'acute laryngitis': g(ENT, ['J04.0']),
  'acute pancreatitis': g(GI, ['K85']),
  'acute prostatitis': g(MG, ['N41.0']),
  'acute renal failure': g(RU, ['N17']),
  adenomyosis: g(OG, ['N80.0']),
  'adrenal insufficiency': g(ENDO, ['E27.1', 'E27.2', 'E27.4']),
  angiodysplasia: g(GI, ['K55.2'], ['K92.2']),
  'ankylosing spondylitis': g(MSK, ['M45']),
  'abruptio placenta': g(OG, ['O45']),
  'aortic dissection': g(CV, ['I71.0']),
  asthma: g(R, ['J45', 'J46']),
  'bacterial conjunctivitis': g(EYE, ['H10.0'], ['H10.9', 'B30']),
  'bacterial vaginosis': g(OG, ['N76.0'], ['N76']),
  'bartholin gland abscess': g(OG, ['N75.1', 'N75.0']),
  'benign paroxysmal positional vertigo': g(ENT, ['H81.1']),
  'benign prostatic hyperplasia': g(MG, ['N40']),
  'bladder cancer': g(RU, ['C67']),
  blepharitis: g(EYE, ['H01.0']),
  'brain tumor': g(NEURO, ['C71', 'D33', 'D43']),
  bronchiolitis: g(PAED, ['J21']),
  brucellosis: g(INF, ['A23']),
  'cardiac tamponade': g(CV, ['I31.4', 'I31.9']),
  'cat scratch disease': g(INF, ['A28.1']),
  'celiac disease': g(GI, ['K90.0']),
  cellulitis: g(SKIN, ['L03']),
  'cerebral stroke': g(NEURO, ['I61', 'I63', 'I64'], ['G45']),
  cholelithiasis: g(GI, ['K80']),
  cholera: g(INF, ['A00'], ['A09']),
  'chronic bronchitis': g(R, ['J41', 'J42'], ['J44']),
  'chronic obstructive pulmonary disease': g(R, ['J44', 'J43']),
  'chronic pancreatitis': g(GI, ['K86.0', 'K86.1']),
  'chronic sinusitis': g(ENT, ['J32'], ['J01']),
  'chronic venous insufficiency': g(CV, ['I87.2'], ['I83']),
  'cluster headache': g(NEURO, ['G44.0']),
  'colon cancer': g(GI, ['C18', 'C19', 'C20']),
  'congestive heart failure': g(CV, ['I50']),
  costochondritis: g(MSK, ['M94.0']),
  'covid 19': g(INF, ['U07.1']),
  croup: g(PAED, ['J05.0']),
  'cushing syndrome': g(ENDO, ['E24']),
  cystitis: g(RU, ['N30'], ['N39.0']),
  'de quervain tenosynovitis': g(MSK, ['M65.4']),
  'deep venous thrombosis': g(CV, ['I80.1', 'I80.2', 'I82.4']),
  'degenerative disc disease': g(MSK, ['M51.3', 'M50.3', 'M47']),
  'dengue fever': g(INF, ['A90', 'A91', 'A97']),
  'diabetes mellitus': g(ENDO, ['E10', 'E11', 'E13', 'E14']),
  'diabetic ketoacidosis': g(ENDO, ['E10.1', 'E11.1', 'E13.1', 'E14.1']),
  'diabetic nephropathy': g(RU, ['E10.2', 'E11.2', 'N08.3'], ['N18']),
  'diabetic neuropathy': g(NEURO, ['E10.4', 'E11.4', 'G63.2'], ['G62', 'G63']),
  'diaper dermatitis': g(SKIN, ['L22']),
  'diffuse esophageal spasm': g(GI, ['K22.4']),
  diverticulitis: g(GI, ['K57']),
  'ear wax blockage': g(ENT, ['H61.2']),
  'earwax blockage': g(ENT, ['H61.2']),
  'ectopic pregnancy': g(OG, ['O00']),
  epididymitis: g(MG, ['N45']),
  epiglottitis: g(ENT, ['J05.1']),
  'esophageal cancer': g(GI, ['C15']),
  fibroadenoma: g(OG, ['D24', 'N60.2']),
  fibromyalgia: g(MSK, ['M79.7']),
  'foreign body aspiration': g(R, ['T17']),
  'g6pd deficiency': g(HAEM, ['D55.0']),
  'gastric cancer': g(GI, ['C16']),
  'genital herpes': g(INF, ['A60']),
  'genital warts': g(INF, ['A63.0']),
  gout: g(MSK, ['M10']),
  'heart failure': g(CV, ['I50']),
  'hepatocellular carcinoma': g(GI, ['C22.0']),
  'hiv infection': g(INF, ['B20', 'B24', 'Z21']),
  'hodgkin lymphoma': g(HAEM, ['C81'], ['C85']),
  hydrocele: g(MG, ['N43']),
  'hyperemesis gravidarum': g(OG, ['O21.0', 'O21.1'], ['O21']),
  hyperparathyroidism: g(ENDO, ['E21']),
  'hypertrophic cardiomyopathy': g(CV, ['I42.1', 'I42.2']),
  hypotension: g(CV, ['I95']),
  hypothyroidism: g(ENDO, ['E03', 'E02', 'E89.0']),
  'infectious mononucleosis': g(INF, ['B27']),
  'irritable bowel syndrome': g(GI, ['K58']),
  'lactose intolerance': g(GI, ['E73']),
  'lateral epicondylitis': g(MSK, ['M77.1']),
  leukemia: g(HAEM, ['C91', 'C92', 'C93', 'C94', 'C95']),
  'liver abscess': g(GI, ['K75.0']),
  'lung cancer': g(R, ['C34']),
  lymphedema: g(CV, ['I89.0', 'I97.2', 'Q82.0']),
  lymphoma: g(HAEM, ['C81', 'C82', 'C83', 'C84', 'C85']),
  'macular degeneration': g(EYE, ['H35.3']),
  malaria: g(INF, ['B50', 'B51', 'B52', 'B53', 'B54']),
  measles: g(INF, ['B05']),
  'mechanical back pain': g(MSK, ['M54.5']),
  'meniere disease': g(ENT, ['H81.0']),
  'migraine headache': g(NEURO, ['G43']),
  meningitis: g(NEURO, ['G00', 'G01', 'G02', 'G03', 'A39.0', 'A87']),
  menopause: g(OG, ['N95.1'], ['N95.9', 'N95']),
  'mixed urinary incontinence': g(RU, ['N39.46'], ['N39.4', 'R32']),
  'molar pregnancy': g(OG, ['O01']),
  'multiple myeloma': g(HAEM, ['C90.0']),
  'myocardial infarction': g(CV, ['I21', 'I22'], ['I24', 'I20.0']),
  myocarditis: g(CV, ['I40', 'I51.4']),
  narcolepsy: g(NEURO, ['G47.4']),
  'nasolacrimal duct obstruction': g(EYE, ['H04.5', 'Q10.5']),
  nephrolithiasis: g(RU, ['N20']),
  'non allergic rhinitis': g(ENT, ['J31.0', 'J30.0']),
  'obstructive sleep apnea': g(R, ['G47.33', 'G47.3']),
  onychomycosis: g(SKIN, ['B35.1']),
  osteoarthritis: g(MSK, ['M15', 'M16', 'M17', 'M18', 'M19']),
  'otitis externa': g(ENT, ['H60']),
  'otitis media': g(ENT, ['H65', 'H66']),
  'otitis media with tympanic membrane perforation': g(ENT, ['H72', 'H66.01'], ['H66']),
  'ovarian cancer': g(OG, ['C56']),
  'overflow urinary incontinence': g(RU, ['N39.490', 'R33'], ['N39.4', 'R32']),
  'pelvic inflammatory disease': g(OG, ['N70', 'N73']),
  'peptic ulcer disease': g(GI, ['K25', 'K26', 'K27']),
  'peripheral vascular disease': g(CV, ['I73.9', 'I70.2']),
  'pernicious anemia': g(HAEM, ['D51.0'], ['D51', 'E53.8']),
  'pituitary adenoma': g(ENDO, ['D35.2', 'E22.1']),
  pneumonia: g(R, ['J12', 'J13', 'J14', 'J15', 'J16', 'J18']),
  'polycystic kidney disease': g(RU, ['Q61.2', 'Q61.3']),
  'polymyalgia rheumatica': g(MSK, ['M35.3']),
  'pre eclampsia': g(OG, ['O14', 'O11']),
  'primary dysmenorrhea': g(OG, ['N94.4'], ['N94.6']),
  'primary ovarian failure': g(OG, ['E28.3']),
  'primary spontaneous pneumothorax': g(R, ['J93.1', 'J93.11'], ['J93.9', 'J93']),
  'prostate cancer': g(MG, ['C61']),
  'pulmonary embolism': g(CV, ['I26']),
  'rheumatic fever': g(CV, ['I00', 'I01']),
  'rotator cuff injury': g(MSK, ['M75.1', 'S46.0']),
  rubella: g(INF, ['B06']),
  'ruptured abdominal aortic aneurysm': g(CV, ['I71.3'], ['I71.4', 'I71.9']),
  'ruptured ectopic pregnancy': g(OG, ['O00']),
  scabies: g(SKIN, ['B86']),
  'secondary spontaneous pneumothorax': g(R, ['J93.1', 'J93.12'], ['J93.9', 'J93']),
  'sheehan syndrome': g(ENDO, ['E23.0']),
  shingles: g(SKIN, ['B02']),
  'shoulder bursitis': g(MSK, ['M75.5']),
  'sickle cell anemia': g(HAEM, ['D57']),
  'spontaneous abortion': g(OG, ['O03', 'O02.1', 'O20.0']),
  stye: g(EYE, ['H00.0']),
  'stress urinary incontinence': g(RU, ['N39.3'], ['R32']),
  sunburn: g(SKIN, ['L55']),
  'systemic sclerosis': g(MSK, ['M34']),
  'testicular torsion': g(MG, ['N44.0', 'N44']),
  thalassemia: g(HAEM, ['D56']),
  tonsillopharyngitis: g(ENT, ['J02', 'J03']),
  trichomoniasis: g(OG, ['A59']),
  tuberculosis: g(INF, ['A15', 'A16', 'A17', 'A18', 'A19']),
  'typical pneumonia': g(R, ['J13', 'J15', 'J18']),
  'ulcerative colitis': g(GI, ['K51']),
  'upper gastrointestinal bleeding': g(GI, ['K92.0', 'K92.1', 'K92.2']),
  urethritis: g(RU, ['N34.1', 'N34.2'], ['A56', 'A54']),
  'urogenital fistula': g(OG, ['N82', 'N32.2']),
  urticaria: g(SKIN, ['L50']),
  varicocele: g(MG, ['I86.1']),
  'variant angina': g(CV, ['I20.1'], ['I20']),
  'vasovagal syncope': g(CV, ['R55']),
  'viral hepatitis': g(GI, ['B15', 'B16', 'B17', 'B19'], ['K72', 'K75.9']),
  'vulvovaginal candidiasis': g(OG, ['B37.3']),
};

const plain = (code: string) => code.replace('.', '');

/** The knowledge-base conditions a gold diagnosis names: `exact` (the disease) and `umbrella` (its family). */
export function matchGold(
  gold: GoldCode | undefined,
  conditions: readonly { id: string; icd10: string }[],
): { exact: string[]; umbrella: string[] } {
  if (!gold) return { exact: [], umbrella: [] };
  const codes = gold.codes.map(plain);
  const umbrellaCodes = (gold.umbrella ?? []).map(plain);
  const exact: string[] = [];
  const umbrella: string[] = [];
  for (const c of conditions) {
    const own = plain(c.icd10);
    if (codes.some((code) => own.startsWith(code))) exact.push(c.id);
    else if (umbrellaCodes.some((code) => own.startsWith(code)) || codes.some((code) => code.startsWith(own)))
      umbrella.push(c.id);
  }
  return { exact, umbrella };
}

export const goldKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
