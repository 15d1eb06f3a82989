import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { loadCatalogFile } from './catalog-file';

const ferritin = {
  code: 'FERR',
  name: 'Ferritin',
  loinc: '2276-4',
  category: 'Hematology',
  description: 'Iron stores.',
  priceCents: 4500,
  specimenType: 'serum',
  turnaroundHours: [24, 48],
  tags: ['iron'],
  source: 'Typical adult reference intervals',
  analytes: [{ code: 'FERR', name: 'Ferritin', unit: 'ng/mL', ranges: [{ sex: 'female', low: 15, high: 150 }] }],
};
const file = (tests: unknown[]) => ({ about: 'Iron tests.', tests });
const analyteWith = (change: object) => ({ ...ferritin, analytes: [{ ...ferritin.analytes[0], ...change }] });

describe('seed-catalog data files', () => {
  it('loads the shipped catalog: every analyte with a UCUM unit and ranges the right way round', () => {
    expect(CATALOG.length).toBeGreaterThan(60);
    expect(CATALOG.flatMap((t) => t.analytes).length).toBeGreaterThan(90);
  });

  it('refuses a unit that is not UCUM, naming the file and the place', () => {
    expect(() => loadCatalogFile(file([analyteWith({ unit: 'ng per ml' })]), 'iron')).toThrow(
      /iron is malformed[\s\S]*tests\[0\]\.analytes\[0\]\.unit/,
    );
  });

  it('refuses a range the wrong way round, in values or in ages', () => {
    expect(() => loadCatalogFile(file([analyteWith({ ranges: [{ low: 150, high: 15 }] })]), 'iron')).toThrow(/low must not exceed high/);
    expect(() => loadCatalogFile(file([analyteWith({ ranges: [{ ageMin: 70, ageMax: 50 }] })]), 'iron')).toThrow(/ageMin/);
  });

  it('refuses a misspelt field and an unknown category or specimen', () => {
    expect(() => loadCatalogFile(file([{ ...ferritin, prce: 1 }]), 'iron')).toThrow(/prce/);
    expect(() => loadCatalogFile(file([{ ...ferritin, category: 'Magic' }]), 'iron')).toThrow(/category/);
    expect(() => loadCatalogFile(file([{ ...ferritin, specimenType: 'hair' }]), 'iron')).toThrow(/specimenType/);
  });
});
