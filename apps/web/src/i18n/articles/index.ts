import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The knowledge library's strings (issue 27 §1), in their own chunk; My loads them for its entry row.
addStrings({ en, 'zh-Hans': zhHans });
