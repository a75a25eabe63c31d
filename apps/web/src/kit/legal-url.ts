import type { Language } from '@repwise/domain';
import { LEGAL_PAGES } from '../base/constants.ts';

export type LegalPage = keyof typeof LEGAL_PAGES;

/** A static legal page in the person's language; relative, so it works under any base path. */
export function legalUrl(page: LegalPage, language: Language): string {
  return `${LEGAL_PAGES[page]}?lang=${language}`;
}
