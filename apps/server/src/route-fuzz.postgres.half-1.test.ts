import { describe } from 'vitest';
import { ENGINES } from './test/harness.ts';
import { fuzzRoutesOn } from './test/fuzz/route-fuzz-suite.ts';

// The route fuzzer on PostgreSQL, half 1 of the routes; what it checks and how to run it longer: test/fuzz/route-fuzz-suite.ts.
describe.runIf(ENGINES.includes('postgres'))('on PostgreSQL', () => {
  fuzzRoutesOn('postgres', 1);
});
