export * from './constants.ts';
export * from './contract/common.ts';
export * from './contract/geography.ts';
export * from './contract/hotels.ts';
export * from './locales.ts';
export * from './pagination.ts';
export * from './text.ts';
