import { loadCatalogFile, type TestSpec } from '../catalog-file';
import breadth from './breadth.json' with { type: 'json' };
import core from './core.json' with { type: 'json' };
import infection from './infection.json' with { type: 'json' };
import more from './more.json' with { type: 'json' };

/** The brief's sample tests and the first-line bloods. */
export const CORE_TESTS: readonly TestSpec[] = [...loadCatalogFile(core, 'core'), ...loadCatalogFile(more, 'more')];

/** The tests the knowledge base's broader conditions call for (a test keeps the codes in step). */
export const BREADTH_TESTS: readonly TestSpec[] = [
  ...loadCatalogFile(breadth, 'breadth'),
  ...loadCatalogFile(infection, 'infection'),
];

/** Every test an installation is seeded with, keyed by code in the database. */
export const CATALOG: readonly TestSpec[] = [...CORE_TESTS, ...BREADTH_TESTS];
