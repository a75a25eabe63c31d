import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The strings of every screen but the first ones (login, the two homes): the router loads
// this module with each lazily loaded screen (withScreenStrings), so they travel outside the
// login route's budget. Strings a first screen shows stay in the core catalogue; a test
// (first-screen-strings.test.ts) checks that.
addStrings({ en, 'zh-Hans': zhHans });
