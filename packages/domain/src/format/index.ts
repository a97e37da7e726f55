export * from './numbers';
export * from './cotacao';
export * from './inputs';
export * from './dates';
export * from './text';
export * from './sanitize';
export * from './moeda';
export * from './percentual';
