import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The operators' console's strings (issue 27 §3), in their own chunk; My loads them for its entry row.
addStrings({ en, 'zh-Hans': zhHans });
