import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The import and export screen's strings (issue 26), in their own chunk.
addStrings({ en, 'zh-Hans': zhHans });
