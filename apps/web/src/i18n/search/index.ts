import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The global search's strings (its screen; the homes' search button is in the core catalogue), in their own chunk.
addStrings({ en, 'zh-Hans': zhHans });
