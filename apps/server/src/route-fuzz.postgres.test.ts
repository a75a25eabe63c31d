import { describe } from 'vitest';
import { ENGINES } from './test/harness.ts';
import { fuzzRoutesOn } from './test/fuzz/route-fuzz-suite.ts';

// The route fuzzer on PostgreSQL (a file of its own, so it runs beside the SQLite one); what it
// checks and how to run it longer: test/fuzz/route-fuzz-suite.ts.
describe.runIf(ENGINES.includes('postgres'))('on PostgreSQL', () => {
  fuzzRoutesOn('postgres');
});
