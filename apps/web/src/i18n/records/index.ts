import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The record screens' strings (the trainee's History tab and the month and year reports), in their own chunk.
addStrings({ en, 'zh-Hans': zhHans });
