import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The account pages' strings (name and mobile, max weight), in their own chunk: import this module from each of those pages.
addStrings({ en, 'zh-Hans': zhHans });
