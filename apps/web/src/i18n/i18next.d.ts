import 'i18next';
import type en from './en.json';

// Typed keys: a key missing from the English catalogue fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
