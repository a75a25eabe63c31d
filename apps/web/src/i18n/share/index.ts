import { addStrings } from '../index.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

// The shared year in review's strings (the share popup, the public page and the image), in their own chunk.
addStrings({ en, 'zh-Hans': zhHans });
