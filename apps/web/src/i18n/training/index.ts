import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The training screens' strings, in their own chunk: import this module from each of those screens.
addStrings({ en, 'zh-Hans': zhHans });
