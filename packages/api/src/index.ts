export * from './session';
export * from './errors';
export * from './http';
export * from './auth';
