import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';

export const INFECTION_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'infectious_mononucleosis',
    name: 'Glandular fever (infectious mononucleosis)',
    icd10: 'B27.9',
    category: 'Infections',
    description:
      'A viral infection, mostly in teenagers and young adults, with sore throat, swollen glands and marked tiredness.',
    urgency: 'routine',
    prior: {
      base: 0.01,
      byAge: { '0-17': 2, '18-39': 1.5, '40-64': 0.3, '65+': 0.1 },
      source:
        'Peak incidence at 15 to 24 years (Womack & Jimenez, Am Fam Physician 2015); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'sore_throat',
        p: 0.85,
        source: 'Ebell, Does this patient have infectious mononucleosis? JAMA 2004',
      },
      { finding: 'swollen_glands', p: 0.8, source: 'Ebell, JAMA 2004: posterior cervical adenopathy' },
      { finding: 'fatigue', p: 0.9, source: 'Ebell, JAMA 2004' },
      { finding: 'fever', p: 0.75, source: 'Ebell, JAMA 2004' },
      { finding: 'tonsil_exudate', p: 0.4, source: J },
      { finding: 'muscle_aches', p: 0.4, source: J },
      { finding: 'headache', p: 0.4, source: J },
      { finding: 'loss_of_appetite', p: 0.4, source: J },
      { finding: 'cough', p: 0.15, source: J },
      { finding: 'runny_nose', p: 0.15, source: J },
      {
        finding: 'duration_under_1_week',
        p: 0.3,
        source: 'Symptoms often last more than a week (NICE CKS Glandular fever)',
      },
    ],
    tests: [
      test(
        'CBC',
        'A raised lymphocyte count with atypical lymphocytes supports glandular fever (the monospot antibody test is added by the clinician).',
        'NICE CKS Glandular fever (infectious mononucleosis); Ebell, JAMA 2004',
      ),
    ],
    source: 'NICE CKS Glandular fever (infectious mononucleosis)',
  },
  {
    id: 'strep_pharyngitis',
    name: 'Strep throat (bacterial tonsillitis)',
    icd10: 'J02.0',
    category: 'Infections',
    description:
      'A bacterial throat infection with fever, white spots on the tonsils and no cough; a clinician decides on antibiotics.',
    urgency: 'routine',
    prior: {
      base: 0.02,
      byAge: { '0-17': 2, '18-39': 1, '40-64': 0.6, '65+': 0.3 },
      source:
        'Group A streptococcus causes about 5 to 15% of adult and 20 to 30% of child sore throats (NICE NG84); scaled by clinical judgement',
    },
    findings: [
      { finding: 'sore_throat', p: 0.98, source: J },
      { finding: 'fever', p: 0.75, source: 'Centor et al., Med Decis Making 1981; Ebell et al., JAMA 2000' },
      {
        finding: 'tonsil_exudate',
        p: 0.55,
        source: 'Ebell et al., Does this patient have strep throat? JAMA 2000',
      },
      {
        finding: 'swollen_glands',
        p: 0.6,
        source: 'Ebell et al., JAMA 2000: tender anterior cervical nodes',
      },
      { finding: 'cough', p: 0.2, source: 'Absence of cough is a Centor criterion' },
      {
        finding: 'runny_nose',
        p: 0.2,
        source: 'Absence of coryza is a FeverPAIN item (Little et al., BMJ 2013)',
      },
      { finding: 'headache', p: 0.4, source: J },
      {
        finding: 'duration_under_1_week',
        p: 0.9,
        source: 'FeverPAIN: presentation within 3 days (Little et al., BMJ 2013)',
      },
    ],
    tests: [],
    source:
      'NICE NG84 Sore throat (acute): antimicrobial prescribing (2018): FeverPAIN or Centor scores guide treatment; no blood test',
  },
  {
    id: 'viral_uri',
    name: 'Common cold (viral upper respiratory infection)',
    icd10: 'J06.9',
    category: 'Infections',
    description:
      'A mild viral infection of the nose and throat that gets better on its own within about a week or two.',
    urgency: 'self_care',
    prior: {
      base: 0.08,
      byAge: { '0-17': 1.5 },
      source:
        'Adults have 2 to 4 colds a year, children more (NICE CKS Common cold); scaled by clinical judgement',
    },
    findings: [
      { finding: 'runny_nose', p: 0.85, source: 'NICE CKS Common cold' },
      { finding: 'has_a_cold', p: 0.5, source: 'Clinical judgement: people name a cold when they have one' },
      { finding: 'sore_throat', p: 0.6, source: 'NICE CKS Common cold' },
      { finding: 'cough', p: 0.65, source: 'NICE CKS Common cold' },
      { finding: 'sick_contacts', p: 0.4, source: J },
      { finding: 'duration_under_1_week', p: 0.8, source: J },
      { finding: 'fever', p: 0.2, source: J },
      { finding: 'headache', p: 0.3, source: J },
      { finding: 'fatigue', p: 0.4, source: J },
      { finding: 'muscle_aches', p: 0.2, source: J },
    ],
    tests: [],
    source:
      'NICE CKS Common cold; NICE NG120 Cough (acute): antimicrobial prescribing (2019): self-care, no tests',
  },
  {
    id: 'influenza',
    name: 'Flu (influenza)',
    icd10: 'J11.1',
    category: 'Infections',
    description:
      'A viral infection that starts suddenly with fever, aching and cough; most healthy adults recover at home within a week.',
    urgency: 'self_care',
    prior: {
      base: 0.03,
      source:
        'Seasonal influenza attack rate about 5 to 10% of adults a year (WHO influenza fact sheet); scaled by clinical judgement',
    },
    findings: [
      { finding: 'has_a_cold', p: 0.15, source: 'Clinical judgement: flu is often first called a cold' },
      { finding: 'fever', p: 0.85, source: 'Call et al., Does this patient have influenza? JAMA 2005' },
      { finding: 'cough', p: 0.85, source: 'Call et al., JAMA 2005' },
      { finding: 'muscle_aches', p: 0.75, source: 'Call et al., JAMA 2005' },
      { finding: 'sudden_onset', p: 0.7, source: 'Call et al., JAMA 2005' },
      { finding: 'headache', p: 0.6, source: 'Call et al., JAMA 2005' },
      { finding: 'fatigue', p: 0.85, source: J },
      { finding: 'chills_rigors', p: 0.6, source: 'Call et al., JAMA 2005' },
      { finding: 'sore_throat', p: 0.5, source: J },
      { finding: 'runny_nose', p: 0.4, source: J },
      { finding: 'sick_contacts', p: 0.35, source: J },
      { finding: 'duration_under_1_week', p: 0.9, source: J },
    ],
    tests: [],
    source:
      'NICE CKS Influenza - seasonal; CDC Clinical signs and symptoms of influenza: no test needed for healthy adults managed at home',
  },
  {
    id: 'allergic_rhinitis',
    name: 'Hay fever (allergic rhinitis)',
    icd10: 'J30.4',
    category: 'Allergy',
    description:
      'An allergy of the nose and eyes, often to pollen, causing sneezing, a runny nose and itchy eyes.',
    urgency: 'self_care',
    prior: {
      base: 0.04,
      byAge: { '0-17': 1.2, '18-39': 1.2, '40-64': 0.9, '65+': 0.5 },
      source:
        'Allergic rhinitis affects 10 to 30% of adults (ARIA 2016 revision); scaled by clinical judgement',
    },
    findings: [
      { finding: 'runny_nose', p: 0.95, source: 'ARIA (Brozek et al., J Allergy Clin Immunol 2017)' },
      { finding: 'itchy_eyes', p: 0.7, source: 'ARIA (Brozek et al., 2017)' },
      { finding: 'seasonal_symptoms', p: 0.6, source: J },
      { finding: 'previous_similar_episodes', p: 0.6, source: J },
      { finding: 'cough', p: 0.2, source: J },
      { finding: 'sore_throat', p: 0.15, source: J },
      { finding: 'wheeze', p: 0.1, source: J },
      { finding: 'fever', p: 0.02, source: 'Fever points to infection rather than allergy' },
    ],
    tests: [],
    source:
      'Brozek et al., Allergic Rhinitis and its Impact on Asthma (ARIA) guidelines, 2016 revision: a clinical diagnosis; a pharmacist can advise',
  },
  {
    id: 'pneumonia',
    name: 'Chest infection (pneumonia)',
    icd10: 'J18.9',
    category: 'Infections',
    description:
      'An infection of the lung with cough, fever and breathlessness; it needs a clinician within 24 hours.',
    urgency: 'urgent',
    prior: {
      base: 0.008,
      byAge: { '0-17': 0.8, '18-39': 0.6, '40-64': 1, '65+': 2.5 },
      source:
        'Community-acquired pneumonia in about 5 to 11 per 1,000 adults a year, more in older people (NICE CG191); scaled by clinical judgement',
    },
    findings: [
      { finding: 'has_a_cold', p: 0.15, source: 'Clinical judgement: a chest infection may follow a cold' },
      {
        finding: 'cough',
        p: 0.85,
        source: 'Metlay et al., Does this patient have community-acquired pneumonia? JAMA 1997',
      },
      { finding: 'productive_cough', p: 0.6, source: J },
      { finding: 'fever', p: 0.75, source: 'Metlay et al., JAMA 1997' },
      { finding: 'chills_rigors', p: 0.4, source: J },
      { finding: 'shortness_of_breath', p: 0.65, source: 'Metlay et al., JAMA 1997' },
      { finding: 'pleuritic_chest_pain', p: 0.4, source: J },
      { finding: 'chest_pain', p: 0.35, source: J },
      { finding: 'fast_breathing', p: 0.4, source: 'Metlay et al., JAMA 1997: tachypnoea' },
      { finding: 'fatigue', p: 0.8, source: J },
      { finding: 'feeling_very_unwell', p: 0.5, source: J },
      { finding: 'muscle_aches', p: 0.3, source: J },
      {
        finding: 'confusion',
        p: 0.1,
        source: 'CRB-65: new confusion, mostly in older people (Lim et al., Thorax 2003)',
      },
      {
        finding: 'runny_nose',
        p: 0.15,
        source: 'Rhinorrhoea lowers the likelihood of pneumonia (Metlay et al., JAMA 1997)',
      },
      { finding: 'duration_under_1_week', p: 0.7, source: J },
    ],
    tests: [],
    source:
      'NICE CG191 Pneumonia in adults: diagnosis and management (2014, updated 2022); a clinician assesses severity (CRB-65) and decides on tests and antibiotics',
  },
];
