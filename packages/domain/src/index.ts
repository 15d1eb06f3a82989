export * from './roles';
export * from './order-status';
export * from './catalog';
export * from './api';
export * from './routes';
export * from './permissions';
export * from './auth-schemas';
export * from './users-schemas';
