/** The whole Labwise schema; drizzle-kit generates migrations from this module. */
export * from './users';
export * from './identity';
export * from './labs';
export * from './catalog';
export * from './patients';
export * from './questionnaires';
export * from './orders';
export * from './results';
export * from './platform';
export * from './integrations';
export * from './care';
export * from './jobs';
export * from './interpretations';
export * from './ratings';
export * from './payments';
