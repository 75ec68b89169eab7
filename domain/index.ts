export * from './answers.ts';
export * from './checklist.ts';
export * from './dates.ts';
export * from './documents.ts';
export * from './identifiers.ts';
export * from './status.ts';
export * from './validate.ts';
export * from './uploads.ts';
