import { LANGUAGES, SERVER_DICTIONARIES, TEMPLATE_LABELS, type Language } from '@repwise/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One vocabulary per language (issue 24, docs/GLOSSARY.md): every user-visible text (the web
 * catalogues, the server's dictionaries and messages, the template labels) uses the
 * glossary's words, and Chinese text uses full-width punctuation. The words to avoid and the
 * effort levels are read from the glossary itself, so the document and the test cannot drift.
 */

const ROOT = join(import.meta.dirname, '../../../..');
const GLOSSARY = readFileSync(join(ROOT, 'docs/GLOSSARY.md'), 'utf8');

interface Text {
  /** Where it comes from: file and key, for the failure message. */
  readonly where: string;
  readonly key: string;
  readonly language: Language;
  readonly value: string;
}

function flatten(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function catalogueTexts(): Text[] {
  const dir = join(ROOT, 'apps/web/src/i18n');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)(en|zh-Hans)\.json$/.test(file))
    .flatMap((file) => {
      const language: Language = file.endsWith('zh-Hans.json') ? 'zh-Hans' : 'en';
      const entries = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
      return entries.map(([key, value]) => ({ where: `apps/web/src/i18n/${file} › ${key}`, key, language, value }));
    });
}

function serverTexts(): Text[] {
  const dictionaries = Object.entries(SERVER_DICTIONARIES).flatMap(([parent, entries]) =>
    entries.flatMap((entry) => [
      { where: `SERVER_DICTIONARIES › ${parent} › ${entry.value}`, key: `${parent}.${entry.value}`, language: 'zh-Hans' as const, value: entry.name },
      { where: `SERVER_DICTIONARIES › ${parent} › ${entry.value}`, key: `${parent}.${entry.value}`, language: 'en' as const, value: entry.aliasName },
    ]),
  );
  const file = 'apps/server/src/platform/messages.ts';
  const source = readFileSync(join(ROOT, file), 'utf8');
  const messages = [...source.matchAll(/^\s*(\w+): \{ en: '((?:[^'\\]|\\.)*)', 'zh-Hans': '((?:[^'\\]|\\.)*)' \}/gm)].flatMap(([, key, en, zh]) => [
    { where: `${file} › ${key}`, key: key!, language: 'en' as const, value: en! },
    { where: `${file} › ${key}`, key: key!, language: 'zh-Hans' as const, value: zh! },
  ]);
  const labels = LANGUAGES.flatMap((language) =>
    Object.entries(TEMPLATE_LABELS[language]).flatMap(([key, text]) => {
      const values = typeof text === 'function' ? [1, 2, 12].map((n) => text(n)) : [text];
      return values.map((value) => ({ where: `TEMPLATE_LABELS › ${language} › ${key}`, key, language, value }));
    }),
  );
  return [...dictionaries, ...messages, ...labels];
}

const TEXTS = [...catalogueTexts(), ...serverTexts()];

/** The rows of the glossary table that starts after `heading`. */
function tableRows(heading: string): string[][] {
  const section = GLOSSARY.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const AVOID = tableRows('Words to avoid').map(([language, avoid, use, allowed]) => ({
  language: language as Language,
  word: ticked(avoid ?? '')[0] ?? '',
  use: use ?? '',
  allowedIn: ticked(allowed ?? ''),
}));

const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef\u201c\u201d\u2018\u2019]/;

/**
 * ASCII ? ! : , ; ( ) inside Chinese: the mark's nearest non-space neighbour on either side is a
 * Chinese character or full-width mark. Placeholders count as neither, addresses are left out.
 */
function asciiPunctuationInChinese(value: string): string[] {
  const text = value.replace(/\{\{[^}]*\}\}|\{\w+\}/g, '\u0000').replace(/https?:\/\/\S+/g, '\u0000');
  if (!/[\u3400-\u9fff]/.test(text)) return [];
  const found: string[] = [];
  [...text].forEach((char, i, chars) => {
    if (!'?!:,;()'.includes(char)) return;
    const before = chars.slice(0, i).reverse().find((c) => c !== ' ');
    const after = chars.slice(i + 1).find((c) => c !== ' ');
    if ((before && CJK.test(before)) || (after && CJK.test(after))) found.push(char);
  });
  return found;
}

describe('the glossary (docs/GLOSSARY.md)', () => {
  it('lists words to avoid in both languages, and this test reads user-visible texts of every kind', () => {
    expect(AVOID.filter((a) => a.language === 'zh-Hans').length).toBeGreaterThan(5);
    expect(AVOID.filter((a) => a.language === 'en').length).toBeGreaterThan(3);
    expect(AVOID.every((a) => LANGUAGES.includes(a.language) && a.word !== '')).toBe(true);
    // Each source is read: a silent zero would let every word through.
    expect(TEXTS.filter((t) => t.where.startsWith('apps/web/src/i18n/') && t.language === 'zh-Hans').length).toBeGreaterThan(500);
    expect(TEXTS.filter((t) => t.where.startsWith('apps/server/')).length).toBeGreaterThan(60);
    expect(TEXTS.filter((t) => t.where.startsWith('SERVER_DICTIONARIES')).length).toBeGreaterThan(20);
  });

  it('catches what it is meant to catch', () => {
    expect(asciiPunctuationInChinese('这一组感觉如何?')).toEqual(['?']);
    expect(asciiPunctuationInChinese('上次: {{value}}')).toEqual([':']);
    expect(asciiPunctuationInChinese('{{where}}: 休息 {{time}}')).toEqual([':']);
    expect(asciiPunctuationInChinese('上次：{{value}}')).toEqual([]);
    expect(asciiPunctuationInChinese('10:30 开始')).toEqual([]);
    expect(asciiPunctuationInChinese('格式为“SMS code for <手机号>: <验证码>”')).toEqual([]);
    expect(asciiPunctuationInChinese('Rest: {{time}}')).toEqual([]);
    expect(asciiPunctuationInChinese('体重 (kg)')).toEqual(['(']);
  });
});

describe('every user-visible text', () => {
  it('uses the glossary words (no word from "Words to avoid")', () => {
    const offences = TEXTS.flatMap((text) => {
      const shown = text.value.replace(/\{\{[^}]*\}\}|\{\w+\}/g, ' ');
      return AVOID.filter((a) => a.language === text.language && !a.allowedIn.includes(text.key))
        .filter((a) => (a.language === 'en' ? new RegExp(`(^|[^A-Za-z0-9-])${a.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9-])`).test(shown) : shown.includes(a.word)))
        .map((a) => `${text.where}: "${text.value}" uses "${a.word}" (glossary: ${a.use})`);
    });
    expect(offences).toEqual([]);
  });

  it('uses full-width punctuation in Chinese', () => {
    const offences = TEXTS.filter((t) => t.language === 'zh-Hans')
      .map((t) => ({ t, marks: asciiPunctuationInChinese(t.value) }))
      .filter(({ marks }) => marks.length > 0)
      .map(({ t, marks }) => `${t.where}: "${t.value}" has ASCII ${marks.join(' ')}`);
    expect(offences).toEqual([]);
  });

  it('names the effort levels with the glossary words', () => {
    const levels = (GLOSSARY.split('Effort levels')[1] ?? '').split('\n').filter((l) => /^\|\s*[1-5]\s*\|/.test(l));
    const words = new Map(levels.map((line) => {
      const [level, en, zh] = line.split('|').slice(1, -1).map((c) => c.trim());
      return [level!, { en: en!, 'zh-Hans': zh! }] as const;
    }));
    expect(words.size).toBe(5);
    const effort = TEXTS.filter((t) => t.where.startsWith('apps/web/src/i18n/') && /(^|\.)effort\.[1-5]$/.test(t.key));
    expect(effort.length).toBeGreaterThanOrEqual(10);
    const offences = effort
      .filter((t) => t.value.toLowerCase() !== words.get(t.key.slice(-1))![t.language].toLowerCase())
      .map((t) => `${t.where}: "${t.value}" (glossary: ${words.get(t.key.slice(-1))![t.language]})`);
    expect(offences).toEqual([]);
  });

  it('titles Chinese set groups with 段, never 组 (组 is a set)', () => {
    const zh = TEMPLATE_LABELS['zh-Hans'];
    const titles = [zh.group(1), zh.group(2), zh.warmupGroup, zh.stretchGroup, zh.decreaseGroup, zh.increaseGroup];
    expect(titles).toEqual(['第1段', '第2段', '热身段', '拉伸段', '递减段', '递增段']);
  });
});

it('the glossary test is found where the glossary says it is', () => {
  expect(GLOSSARY).toContain(relative(ROOT, join(import.meta.dirname, 'glossary.test.ts')));
});
