import 'i18next';
import type accounts from './accounts/en.json';
import type en from './en.json';
import type plans from './plans/en.json';
import type training from './training/en.json';

// Typed keys: a key missing from the English catalogues fails the type check. The core
// catalogue and each lazily added one (see addStrings) are typed as one.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof training & typeof plans & typeof accounts };
  }
}
