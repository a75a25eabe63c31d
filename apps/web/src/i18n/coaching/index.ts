import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The coaching screens' strings (coach record home, member statistics, two teams compared), in their own chunk: import this module from each of those screens.
addStrings({ en, 'zh-Hans': zhHans });
