import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

function load(name: string): Catalogue {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Catalogue;
}

/** Flattens nested keys to dotted paths; anything that is not an object is a leaf. */
function flatten(node: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Catalogue, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The core catalogue (`.`) and every lazily added group (`<group>/`, see addStrings). */
const groups = ['.', ...readdirSync(new URL('.', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)];
const raw = { en: groups.map((g) => load(`${g}/en.json`)), 'zh-Hans': groups.map((g) => load(`${g}/zh-Hans.json`)) };
const catalogues = {
  en: new Map(raw.en.flatMap((c) => [...flatten(c)])),
  'zh-Hans': new Map(raw['zh-Hans'].flatMap((c) => [...flatten(c)])),
};

describe('i18n catalogues', () => {
  it('have the same keys in both languages', () => {
    const missingInZh = [...catalogues.en.keys()].filter((k) => !catalogues['zh-Hans'].has(k));
    const missingInEn = [...catalogues['zh-Hans'].keys()].filter((k) => !catalogues.en.has(k));
    expect({ missingInZh, missingInEn }).toEqual({ missingInZh: [], missingInEn: [] });
  });

  it('give each key to one catalogue only (a lazy group must not overwrite the core one)', () => {
    const leaves = raw.en.flatMap((c) => [...flatten(c).keys()]);
    expect(leaves.filter((key, i) => leaves.indexOf(key) !== i)).toEqual([]);
  });

  it('have no empty or non-text values', () => {
    const bad = Object.entries(catalogues).flatMap(([language, entries]) =>
      [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => `${language}:${key}`),
    );
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = [...catalogues.en].filter(([key, value]) => JSON.stringify(vars(value)) !== JSON.stringify(vars(catalogues['zh-Hans'].get(key)))).map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('carry the spec error catalogue texts', () => {
    expect(catalogues.en.get('errors.loginExpired')).toBe('login expired, please log in again');
    expect(catalogues['zh-Hans'].get('errors.loginExpired')).toBe('登录已过期，请重新登录');
    expect(catalogues.en.get('errors.noResult')).toBe('No result yet');
    expect(catalogues.en.get('validation.mobileFormat')).toBe('Mobile phone number format is incorrect');
    expect(catalogues.en.get('errors.videoUploadFailed')).toBe('Video upload failed');
    expect(catalogues.en.get('errors.gifUploadFailed')).toBe('gif upload failed');
    expect(catalogues.en.get('errors.selectVideoFailed')).toBe('Failed to select video');
    expect(catalogues.en.get('errors.deleteFailed')).toBe('Delete failed');
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice, then a Chinese browser, then English', async () => {
    const { detectLanguage } = await import('./index.ts');
    expect(detectLanguage('en', 'zh-CN')).toBe('en');
    expect(detectLanguage('zh-Hans', 'en-US')).toBe('zh-Hans');
    expect(detectLanguage(null, 'zh-TW')).toBe('zh-Hans');
    expect(detectLanguage('fr', 'zh')).toBe('zh-Hans');
    expect(detectLanguage(null, 'de-DE')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });
});
