import type { Language } from '@repwise/domain';

/** How an answer is presented: in the caller's language, media under the storage's base. */
export interface View {
  language: Language;
  /** Storage base that relative media paths are prefixed with (spec §9). */
  storageBase: string;
}
