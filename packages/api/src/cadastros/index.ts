export * from './departamentos';
