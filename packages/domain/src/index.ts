export * from './constants.ts';
export * from './mobile.ts';
export * from './clamp.ts';
export * from './percent.ts';
export * from './dictionaries.ts';
export * from './session.ts';
export * from './md5.ts';
