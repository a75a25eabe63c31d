import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The social sign-in and bind-phone strings, in their own chunk: the login route's budget carries only the core catalogue.
addStrings({ en, 'zh-Hans': zhHans });
