import { EQUIPMENT, MUSCLES, labelOf, type Language } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { View } from '../../platform/view.ts';
import { sharedAction } from '../action/index.ts';
import { sharedArticle } from '../article/index.ts';
import { sharedPlan } from '../plan/index.ts';
import { sharedYear } from '../record/index.ts';
import { sharedTemplate } from '../series/index.ts';
import { KIND_LABELS, text } from './texts.ts';

export const SHARE_KINDS = ['action', 'template', 'plan', 'article', 'year'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const isShareKind = (kind: string): kind is ShareKind => (SHARE_KINDS as readonly string[]).includes(kind);

/**
 * The web app's screen of each kind (apps/web/src/kit/paths.ts) and the name of its query
 * parameter: a person who opens /s/<kind>/<code> lands there.
 */
const APP_SCREENS: Record<ShareKind, { path: string; param: 'code' | 'token' }> = {
  action: { path: '/pages/Action/actionInfo/shareAction', param: 'code' },
  template: { path: '/pages/TemplateManage/templateInfo/shareTemplate', param: 'code' },
  plan: { path: '/pages/planManage/planInfo/sharePlan', param: 'code' },
  article: { path: '/pages/webArticle/share', param: 'code' },
  year: { path: '/pages/Record/share/yearInReview', param: 'token' },
};

export const appRouteOf = (kind: ShareKind, code: string): string => `${APP_SCREENS[kind].path}?${APP_SCREENS[kind].param}=${encodeURIComponent(code)}`;

/** A line of the image: a figure and what it counts. */
export interface ShareFact {
  label: string;
  value: string;
}

/** What a share page says of its object: the same for the preview tags and the image. */
export interface ShareCard {
  kind: ShareKind;
  /** The kind's name in the language ("Exercise", "训练计划"). */
  kindLabel: string;
  title: string;
  description: string;
  facts: ShareFact[];
}

/** Intl's formatters of each language, made once: making one costs more than a whole page's query. */
const FORMATS = Object.fromEntries((['en', 'zh-Hans'] as const).map((language) => {
  const locale = language === 'zh-Hans' ? 'zh-CN' : 'en';
  const day = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
  return [language, {
    list: new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }),
    number: new Intl.NumberFormat(locale),
    date: new Intl.DateTimeFormat(locale, { ...day, year: 'numeric' }),
    dayOfYear: new Intl.DateTimeFormat(locale, day),
  }];
})) as Record<Language, { list: Intl.ListFormat; number: Intl.NumberFormat; date: Intl.DateTimeFormat; dayOfYear: Intl.DateTimeFormat }>;

const listOf = (items: string[], language: Language) => FORMATS[language].list.format(items);
const numberOf = (n: number, language: Language) => FORMATS[language].number.format(n);
const dateOf = (day: string, language: Language, withYear = true) => FORMATS[language][withYear ? 'date' : 'dayOfYear'].format(new Date(`${day}T00:00:00Z`));

type Loader = (db: Kysely<Database>, view: View, code: string) => Promise<Omit<ShareCard, 'kind' | 'kindLabel'>>;

/**
 * Each kind read through its own public share route's service (so a page shows what that route
 * already shows anyone with the link, no more), cut down to a title, a description and a few facts.
 */
const LOADERS: Record<ShareKind, Loader> = {
  async action(db, view, code) {
    const { language } = view;
    const action = await sharedAction(db, view, code);
    const muscles = listOf(action.primaryMuscles.slice(0, 3).map((m) => labelOf(MUSCLES, m, language)), language);
    const equipment = action.equipment ? labelOf(EQUIPMENT, action.equipment, language) : '';
    const facts = [{ label: text('muscles', language), value: muscles }, ...(equipment ? [{ label: text('equipment', language), value: equipment }] : [])];
    return { title: action.name, description: [KIND_LABELS.action[language], muscles, equipment].filter(Boolean).join(' · '), facts };
  },
  async template(db, view, code) {
    const { language } = view;
    const template = await sharedTemplate(db, view, code);
    const blocks = template.actionsCons.length;
    const exercises = template.actionsCons.reduce((n, block) => n + block.actions.length, 0);
    const sets = template.actionsCons.reduce((n, block) => n + block.exerciseCons.reduce((m, group) => m + group.exercises.length, 0), 0);
    const counted = { blocks: numberOf(blocks, language), exercises: numberOf(exercises, language), sets: numberOf(sets, language) };
    return {
      title: template.name,
      description: template.description.trim() || text('templateDescription', language, counted),
      facts: [
        { label: text('blocks', language), value: counted.blocks },
        { label: text('exercises', language), value: counted.exercises },
        { label: text('sets', language), value: counted.sets },
      ],
    };
  },
  async plan(db, view, code) {
    const { language } = view;
    const plan = await sharedPlan(db, view, code);
    const [from, to] = [dateOf(plan.startDate, language), dateOf(plan.endDate, language)];
    const days = numberOf(plan.weekdays.length, language);
    const coach = plan.coachNickName || text('brand', language);
    return {
      title: plan.name,
      description: text('planDescription', language, { from, to, days, coach }),
      facts: [
        // The year is in the description; the fact keeps to what fits its column.
        { label: text('dates', language), value: `${dateOf(plan.startDate, language, false)} – ${dateOf(plan.endDate, language, false)}` },
        { label: text('daysPerWeek', language), value: days },
        { label: text('weeks', language), value: numberOf(plan.repeatWeeks, language) },
      ],
    };
  },
  async article(db, view, code) {
    const { language } = view;
    const article = await sharedArticle(db, view, code);
    return {
      title: article.title,
      description: article.summary,
      facts: [
        { label: text('category', language), value: article.categoryName },
        { label: text('readingTime', language), value: text('minutes', language, { n: numberOf(article.readingMinutes, language) }) },
      ],
    };
  },
  async year(db, view, token) {
    const { language } = view;
    const year = await sharedYear(db, view, token);
    const figures = { sessions: numberOf(year.sessions, language), sets: numberOf(year.sets, language), volume: numberOf(Math.round(year.volumeKg), language), year: String(year.year) };
    return {
      title: year.nickName ? text('yearTitle', language, { name: year.nickName, year: year.year }) : text('yearTitleNoName', language, { year: year.year }),
      description: text('yearDescription', language, figures),
      facts: [
        { label: text('sessions', language), value: figures.sessions },
        { label: text('sets', language), value: figures.sets },
        { label: text('volume', language), value: `${figures.volume} kg` },
        { label: text('hours', language), value: text('hoursValue', language, { n: numberOf(Math.round(year.durationSeconds / 360) / 10, language) }) },
      ],
    };
  },
};

/** The card of a shared object; "not found" (the share services' error) when the code is unknown, stopped or unpublished. */
export async function shareCardOf(db: Kysely<Database>, view: View, kind: ShareKind, code: string): Promise<ShareCard> {
  const card = await LOADERS[kind](db, view, code);
  return { kind, kindLabel: KIND_LABELS[kind][view.language], ...card };
}
