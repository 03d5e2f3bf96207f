export * from './enums';
export * from './errors';
export * from './format';
export * from './validation/messages';
export * from './validation/patterns';
export * from './filters';
export * from './validation/content';
export * from './validation/fields';
