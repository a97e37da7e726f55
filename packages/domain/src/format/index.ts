export * from './numbers';
export * from './cotacao';
export * from './inputs';
export * from './digitacao';
export * from './dates';
export * from './text';
export * from './sanitize';
