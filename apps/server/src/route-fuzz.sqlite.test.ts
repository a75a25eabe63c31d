import { fuzzRoutesOn } from './test/fuzz/route-fuzz-suite.ts';

// The route fuzzer on SQLite; what it checks and how to run it longer: test/fuzz/route-fuzz-suite.ts.
fuzzRoutesOn('sqlite');
