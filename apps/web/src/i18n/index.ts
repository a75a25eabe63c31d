import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@repwise/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../base/constants.ts';
import { readItem, writeItem } from '../session/storage.ts';
import en from './en.json';
import zhHans from './zh-Hans.json';

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's language (any Chinese gives zh-Hans), else English. */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh-Hans' : FALLBACK_LANGUAGE;
}

export const i18n = i18next.createInstance();

/** Both languages of one screen group's strings (see addStrings). */
export interface StringCatalogues {
  en: object;
  'zh-Hans': object;
}

/** Catalogues added before i18n started; init merges them in. */
const addedBeforeInit: StringCatalogues[] = [];

function addBundles(catalogues: StringCatalogues): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', catalogues[language], true, false);
}

/**
 * Adds the strings of screens the first screens do not need. The module of a lazily loaded
 * screen calls it at import time, so its strings travel in its own chunk (the login route's
 * JS budget carries only the core catalogue) and are in place before the screen renders.
 * Catalogues live in `i18n/<group>/{en,zh-Hans}.json`; their top-level keys must not repeat
 * the core catalogue's (a test checks).
 */
export function addStrings(catalogues: StringCatalogues): void {
  if (i18n.isInitialized) addBundles(catalogues);
  else addedBeforeInit.push(catalogues);
}

/** The page's language and title follow the app, for screen readers and browser tabs. */
function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('app.name');
}

export async function initI18n(): Promise<void> {
  const language = detectLanguage(readItem(STORAGE_KEYS.language), typeof navigator === 'undefined' ? undefined : navigator.language);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-Hans': { translation: zhHans } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const catalogues of addedBeforeInit.splice(0)) addBundles(catalogues);
  applyToDocument(language);
  i18n.on('languageChanged', (next) => applyToDocument(currentLanguage(next)));
}

export function currentLanguage(value: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  const candidate = value ?? null;
  return isLanguage(candidate) ? candidate : FALLBACK_LANGUAGE;
}

/** Switches every screen to the language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  writeItem(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

/** The translation function plus the current language as a domain Language. */
export function useI18n() {
  const { t, i18n: instance } = useTranslation();
  return { t, language: currentLanguage(instance.resolvedLanguage ?? instance.language) };
}
