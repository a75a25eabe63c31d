import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The developer test pages' strings (issue 27 §7), in their own chunk with those pages.
addStrings({ en, 'zh-Hans': zhHans });
