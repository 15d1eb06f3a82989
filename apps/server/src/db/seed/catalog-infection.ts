import { NEGATIVE, NON_REACTIVE, NOT_DETECTED, qualitative, type TestSpec } from './catalog-types';

/**
 * The infection tests the knowledge base's conditions call for: throat, sexual-health, urine and
 * stool microbiology, hepatitis and HIV serology, and the tests for fever after travel. Codes and
 * LOINC agree with `packages/clinical/src/kb/catalog.ts` (a test checks it).
 */
export const INFECTION_TESTS: TestSpec[] = [
  {
    code: 'STREP', name: 'Rapid Strep A Antigen', loinc: '78012-2', category: 'Microbiology',
    description: 'A throat swab that detects group A streptococcus, the bacterium behind strep throat and scarlet fever.',
    priceCents: 3000, preparation: 'Do not gargle or use a throat spray for an hour before the swab', specimenType: 'swab',
    turnaroundHours: [1, 24], tags: ['throat', 'infection'], source: 'IDSA Clinical Practice Guideline for group A streptococcal pharyngitis (2012)',
    analytes: [qualitative('STREPA', 'Strep A antigen', NEGATIVE, '78012-2')],
  },
  {
    code: 'MONO', name: 'Monospot (glandular fever)', loinc: '31418-7', category: 'Microbiology',
    description: 'Detects the heterophile antibodies of glandular fever (Epstein–Barr virus); may be negative in the first week.',
    priceCents: 3500, specimenType: 'serum', turnaroundHours: [24, 48], tags: ['throat', 'infection', 'tiredness'],
    source: 'NICE CKS Glandular fever (2022)', analytes: [qualitative('MONO', 'Heterophile antibodies', NEGATIVE)],
  },
  {
    code: 'HEPP', name: 'Acute Hepatitis Panel', loinc: '24363-4', category: 'Microbiology',
    description: 'Tests for hepatitis A, B and C infection when the liver is inflamed or the skin turns yellow.',
    priceCents: 9500, specimenType: 'serum', turnaroundHours: [24, 72], tags: ['liver', 'infection'], source: 'CDC interpretation of hepatitis serology',
    analytes: [
      qualitative('HAVM', 'Hepatitis A IgM antibody', NEGATIVE, '22314-9'),
      qualitative('HBSAG', 'Hepatitis B surface antigen', NEGATIVE, '5196-1'),
      qualitative('HBCM', 'Hepatitis B core IgM antibody', NEGATIVE, '24113-3'),
      qualitative('HCVAB', 'Hepatitis C antibody', NON_REACTIVE, '16128-1'),
    ],
  },
  {
    code: 'HIV', name: 'HIV-1/2 Antigen and Antibody', loinc: '56888-1', category: 'Microbiology',
    description: 'A fourth-generation HIV test; reliable from about 45 days after a possible exposure.',
    priceCents: 4000, specimenType: 'serum', turnaroundHours: [24, 48], tags: ['infection', 'sexual health'],
    source: 'BHIVA/BASHH/BIA UK national guidelines for HIV testing (2020)', analytes: [qualitative('HIVAGAB', 'HIV-1/2 Ag/Ab', NON_REACTIVE, '56888-1')],
  },
  {
    code: 'CTNG', name: 'Chlamydia and Gonorrhoea NAAT', loinc: '36902-5', category: 'Microbiology',
    description: 'A nucleic-acid test on a first-catch urine or a swab for the two commonest bacterial STIs.',
    priceCents: 6500, preparation: 'Do not pass urine for an hour before giving a first-catch urine sample', specimenType: 'urine',
    turnaroundHours: [24, 72], tags: ['sexual health', 'infection', 'urine'], source: 'BASHH guidelines for Chlamydia trachomatis (2015) and Neisseria gonorrhoeae (2019)',
    analytes: [qualitative('CT', 'Chlamydia trachomatis', NOT_DETECTED, '21613-5'), qualitative('NG', 'Neisseria gonorrhoeae', NOT_DETECTED, '24111-7')],
  },
  {
    code: 'TRICH', name: 'Trichomonas NAAT', loinc: '69937-1', category: 'Microbiology',
    description: 'A nucleic-acid test for Trichomonas vaginalis, a cause of frothy discharge and soreness.',
    priceCents: 5500, specimenType: 'swab', turnaroundHours: [24, 72], tags: ['sexual health', 'infection', 'women'],
    source: 'BASHH UK national guideline on Trichomonas vaginalis (2021)', analytes: [qualitative('TV', 'Trichomonas vaginalis', NOT_DETECTED)],
  },
  {
    code: 'RPR', name: 'Syphilis Screen (RPR)', loinc: '20507-0', category: 'Microbiology',
    description: 'A blood test for syphilis; a reactive result is confirmed with a treponemal test.',
    priceCents: 3000, specimenType: 'serum', turnaroundHours: [24, 48], tags: ['sexual health', 'infection'],
    source: 'BASHH UK guidelines on the management of syphilis (2015)', analytes: [qualitative('RPR', 'Reagin antibody (RPR)', NON_REACTIVE, '20507-0')],
  },
  {
    code: 'UCX', name: 'Urine Culture', loinc: '630-4', category: 'Microbiology',
    description: 'Grows the bacteria behind a urine infection and tests which antibiotics work.',
    priceCents: 4500, preparation: 'Collect a midstream sample before starting antibiotics', specimenType: 'urine',
    turnaroundHours: [24, 72], tags: ['urine', 'infection'], source: 'NICE NG109 Urinary tract infection (lower) (2018)',
    analytes: [qualitative('UCX', 'Urine culture', 'No significant growth', '630-4')],
  },
  {
    code: 'SCX', name: 'Stool Culture', loinc: '625-4', category: 'Microbiology',
    description: 'Looks for Salmonella, Campylobacter, Shigella and E. coli O157 in diarrhoea with blood, fever or after travel.',
    priceCents: 6000, specimenType: 'stool', turnaroundHours: [48, 96], tags: ['stool', 'infection', 'digestion'],
    source: 'NICE CKS Gastroenteritis (2023): when to send a stool sample', analytes: [qualitative('SCX', 'Enteric pathogens', 'No enteric pathogens isolated', '625-4')],
  },
  {
    code: 'OVP', name: 'Stool Ova and Parasites', loinc: '10704-5', category: 'Microbiology',
    description: 'Microscopy for parasites such as Giardia after travel or with diarrhoea lasting over a week.',
    priceCents: 5500, specimenType: 'stool', turnaroundHours: [48, 96], tags: ['stool', 'infection', 'travel'],
    source: 'NICE CKS Gastroenteritis (2023)', analytes: [qualitative('OVP', 'Ova and parasites', 'None seen')],
  },
  {
    code: 'CDIFF', name: 'C. difficile Toxin', loinc: '34468-9', category: 'Microbiology',
    description: 'Tests diarrhoea that starts during or after antibiotics for Clostridioides difficile.',
    priceCents: 6000, specimenType: 'stool', turnaroundHours: [24, 48], tags: ['stool', 'infection'],
    source: 'NICE NG199 Clostridioides difficile infection: antimicrobial prescribing (2021)', analytes: [qualitative('CDTOX', 'C. difficile toxin', NOT_DETECTED)],
  },
  {
    code: 'HPYL', name: 'H. pylori Stool Antigen', loinc: '17780-9', category: 'Microbiology',
    description: 'Tests for Helicobacter pylori, a cause of stomach ulcers and indigestion.',
    priceCents: 4500, preparation: 'No proton pump inhibitor for 2 weeks and no antibiotics for 4 weeks before the test',
    specimenType: 'stool', turnaroundHours: [24, 72], tags: ['stool', 'digestion', 'infection'],
    source: 'NICE CG184 Dyspepsia and gastro-oesophageal reflux disease (2014, updated 2019)', analytes: [qualitative('HPAG', 'H. pylori antigen', NOT_DETECTED)],
  },
  {
    code: 'MAL', name: 'Malaria Film', loinc: '32700-7', category: 'Microbiology',
    description: 'Thick and thin blood films for malaria parasites: any fever within a year of visiting a malaria area. Same day.',
    priceCents: 4500, specimenType: 'whole_blood', turnaroundHours: [2, 24], tags: ['travel', 'fever', 'infection'],
    source: 'UKHSA guidelines for malaria prevention and diagnosis; BIA/PHE UK malaria treatment guidelines (2016)',
    analytes: [qualitative('MALF', 'Malaria parasites', 'None seen')],
  },
  {
    code: 'DENG', name: 'Dengue NS1 Antigen', loinc: '75377-2', category: 'Microbiology',
    description: 'Detects dengue virus in the first days of a fever after travel to the tropics.', priceCents: 5500,
    specimenType: 'serum', turnaroundHours: [24, 72], tags: ['travel', 'fever', 'infection'], source: 'WHO Dengue guidelines for diagnosis (2009)',
    analytes: [qualitative('DENNS1', 'Dengue NS1 antigen', NEGATIVE)],
  },
  {
    code: 'IGRA', name: 'TB Blood Test (IGRA)', loinc: '71773-6', category: 'Microbiology',
    description: 'An interferon-gamma release assay for tuberculosis infection, active or latent.', priceCents: 9000,
    specimenType: 'whole_blood', turnaroundHours: [48, 120], tags: ['infection', 'lungs', 'travel'], source: 'NICE NG33 Tuberculosis (2016, updated 2019)',
    analytes: [qualitative('IGRA', 'Interferon-gamma release', NEGATIVE)],
  },
  {
    code: 'COVAG', name: 'COVID-19 Antigen', loinc: '94558-4', category: 'Microbiology',
    description: 'A rapid nose or throat swab for SARS-CoV-2.', priceCents: 2500, specimenType: 'swab', turnaroundHours: [1, 24],
    tags: ['infection', 'lungs'], source: 'UKHSA COVID-19 testing guidance', analytes: [qualitative('COVAG', 'SARS-CoV-2 antigen', NOT_DETECTED, '94558-4')],
  },
];
