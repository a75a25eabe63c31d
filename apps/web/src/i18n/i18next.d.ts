import 'i18next';
import type account from './account/en.json';
import type accounts from './accounts/en.json';
import type articles from './articles/en.json';
import type capabilityTest from './capability-test/en.json';
import type en from './en.json';
import type coaching from './coaching/en.json';
import type consoleStrings from './console/en.json';
import type notifications from './notifications/en.json';
import type plans from './plans/en.json';
import type recordIo from './record-io/en.json';
import type records from './records/en.json';
import type screens from './screens/en.json';
import type search from './search/en.json';
import type share from './share/en.json';
import type training from './training/en.json';

// Typed keys: a key missing from the English catalogues fails the type check. The core
// catalogue and each lazily added one (see addStrings) are typed as one.
/** Two catalogues that share a top-level key (teams, templates) merge below it, as addResourceBundle(…, deep) does. */
type DeepMerge<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A ? (K extends keyof B ? DeepMerge<A[K], B[K]> : A[K]) : K extends keyof B ? B[K] : never;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: DeepMerge<typeof en, typeof screens> & typeof training & typeof plans & typeof records & typeof coaching & typeof account & typeof accounts & typeof notifications & typeof share & typeof recordIo & typeof articles & typeof search & typeof consoleStrings & typeof capabilityTest };
  }
}
