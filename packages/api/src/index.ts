export * from './session';
export * from './errors';
export * from './http';
export * from './auth';
export * from './resource';
export * from './useApi';
export * from './cadastros';
export * from './fechamentos';
