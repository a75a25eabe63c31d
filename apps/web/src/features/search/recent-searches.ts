import { STORAGE_KEYS } from '../../base/constants.ts';
import { readJson, writeJson, writeItem } from '../../session/storage.ts';

/** How many recent searches the phone keeps. */
export const RECENT_SEARCHES_MAX = 10;

const isKeywordList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** `keyword` first, an earlier search of the same words moved up rather than repeated, the oldest dropped past the maximum. */
export function withRecentSearch(recent: readonly string[], keyword: string): string[] {
  const words = keyword.trim();
  if (!words) return [...recent];
  return [words, ...recent.filter((r) => r.toLocaleLowerCase() !== words.toLocaleLowerCase())].slice(0, RECENT_SEARCHES_MAX);
}

/** The searches kept on this phone, newest first (a logout removes them with the rest of the app's keys). */
export function readRecentSearches(): string[] {
  return (readJson(STORAGE_KEYS.recentSearches, isKeywordList) ?? []).slice(0, RECENT_SEARCHES_MAX);
}

export function rememberSearch(keyword: string): string[] {
  const next = withRecentSearch(readRecentSearches(), keyword);
  writeJson(STORAGE_KEYS.recentSearches, next);
  return next;
}

export function clearRecentSearches(): void {
  writeItem(STORAGE_KEYS.recentSearches, null);
}
