import { fuzzRoutesOn } from './test/fuzz/route-fuzz-suite.ts';

// The route fuzzer on SQLite, half 1 of the routes; what it checks and how to run it longer: test/fuzz/route-fuzz-suite.ts.
fuzzRoutesOn('sqlite', 1);
