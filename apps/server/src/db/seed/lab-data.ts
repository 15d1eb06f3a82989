import { BREADTH_TESTS } from './catalog';

/** Fictional partner labs (brief §3 Lab: every field). Test codes say what each offers. */
export type LabSpec = {
  name: string;
  address: string;
  city: string;
  region: string;
  phone: string;
  email: string;
  website: string;
  specialties: string[];
  averageTurnaroundHours: number;
  status: 'active' | 'inactive' | 'onboarding';
  capacityPerDay: number;
  hours: string;
  timeZone: string;
  certification: string;
  /** Fictional CLIA certificate numbers, in the real format. */
  cliaNumber: string;
  established: number;
  offers: string[] | 'all';
};

export const LABS: LabSpec[] = [
  {
    name: 'Northside Clinical Laboratory', address: '120 Harbor Street, Boston, MA', city: 'Boston', timeZone: 'America/New_York', region: 'MA',
    phone: '+1 617 555 0142', email: 'orders@northside-lab.example', website: 'https://northside-lab.example',
    specialties: ['Hematology', 'Chemistry', 'Endocrinology', 'Coagulation', 'Immunology'],
    averageTurnaroundHours: 24, status: 'active', capacityPerDay: 450, hours: 'Mon-Sat 7AM-7PM',
    certification: 'CLIA, CAP', cliaNumber: '22D0918341', established: 2004, offers: 'all',
  },
  {
    name: 'Riverbend Diagnostics', address: '88 Mill Road, Hartford, CT', city: 'Hartford', timeZone: 'America/New_York', region: 'CT',
    phone: '+1 860 555 0117', email: 'service@riverbend-dx.example', website: 'https://riverbend-dx.example',
    specialties: ['Chemistry', 'Diabetes', 'Cardiology'], averageTurnaroundHours: 36, status: 'active',
    capacityPerDay: 220, hours: 'Mon-Fri 8AM-6PM', certification: 'CLIA, CAP', cliaNumber: '07D0684215', established: 2011,
    offers: ['CBC', 'CMP', 'HBA1C', 'LIPID', 'GLU', 'CREA', 'URIC', 'HSCRP', 'TSH', 'UA'],
  },
  {
    name: 'Summit Pathology Partners', address: '4100 Ridge Avenue, Denver, CO', city: 'Denver', timeZone: 'America/Denver', region: 'CO',
    phone: '+1 303 555 0190', email: 'lab@summit-path.example', website: 'https://summit-path.example',
    specialties: ['Hematology', 'Inflammation', 'Nutritional', 'Endocrinology'],
    averageTurnaroundHours: 30, status: 'active', capacityPerDay: 300, hours: 'Mon-Fri 7AM-6PM',
    certification: 'CLIA, CAP, ISO 15189', cliaNumber: '06D0473920', established: 2008,
    offers: ['CBC', 'CRP', 'ESR', 'FERR', 'VITD', 'B12', 'FOL', 'TSH', 'FT4', 'TTG', 'DDIMER', 'HSCRP'],
  },
  {
    name: 'Bayview Medical Labs', address: '9 Embarcadero Plaza, San Francisco, CA', city: 'San Francisco', timeZone: 'America/Los_Angeles', region: 'CA',
    phone: '+1 415 555 0163', email: 'hello@bayview-labs.example', website: 'https://bayview-labs.example',
    specialties: ['Chemistry', 'Cardiology', 'Diabetes', 'Nutritional', 'Endocrinology', 'Urinalysis'],
    averageTurnaroundHours: 48, status: 'active', capacityPerDay: 180, hours: 'Mon-Fri 8AM-6PM',
    certification: 'CLIA, CAP', cliaNumber: '05D2039871', established: 2015,
    offers: ['CMP', 'LIPID', 'HBA1C', 'VITD', 'FERR', 'TSH', 'FT4', 'UA', 'GLU', 'CREA', 'URIC', 'B12', 'FOL'],
  },
  {
    name: 'Lakeshore Reference Lab', address: '2300 Shore Drive, Chicago, IL', city: 'Chicago', timeZone: 'America/Chicago', region: 'IL',
    phone: '+1 312 555 0128', email: 'clients@lakeshore-ref.example', website: 'https://lakeshore-ref.example',
    specialties: ['Coagulation', 'Hematology', 'Inflammation'], averageTurnaroundHours: 24, status: 'active',
    capacityPerDay: 380, hours: 'Open 24 hours', certification: 'CLIA, CAP', cliaNumber: '14D0551782', established: 1998,
    offers: ['CBC', 'DDIMER', 'CRP', 'ESR', 'CMP', 'TTG', 'LIPID', 'HSCRP', 'UA', ...BREADTH_TESTS.map((t) => t.code)],
  },
  {
    name: 'Desert Valley Laboratory', address: '510 Saguaro Way, Phoenix, AZ', city: 'Phoenix', timeZone: 'America/Phoenix', region: 'AZ',
    phone: '+1 602 555 0175', email: 'intake@desertvalley-lab.example', website: 'https://desertvalley-lab.example',
    specialties: ['Chemistry', 'Nutritional'], averageTurnaroundHours: 60, status: 'onboarding',
    capacityPerDay: 90, hours: 'Mon-Fri 8AM-5PM', certification: 'CLIA', cliaNumber: '03D2187460', established: 2021,
    offers: ['CMP', 'VITD', 'B12', 'GLU', 'HBA1C'],
  },
];
