import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The notification centre's strings (the centre; the bell of the homes is in the core catalogue), in their own chunk.
addStrings({ en, 'zh-Hans': zhHans });
