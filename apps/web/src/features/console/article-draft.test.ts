import { describe, expect, it } from 'vitest';
import { draftLanguages, draftProblem, draftToBody, EMPTY_DRAFT, type ArticleDraft } from './article-draft.ts';

const english = { title: ' Rest ', summary: 'Why rest', bodyMd: '# Rest\n' };

function draft(patch: Partial<ArticleDraft> = {}): ArticleDraft {
  return { ...EMPTY_DRAFT, categoryId: 3, texts: { en: english, 'zh-Hans': { title: '', summary: '', bodyMd: '' } }, ...patch };
}

describe('an article draft', () => {
  it('has the languages with anything written, and saves only those, trimmed', () => {
    expect(draftLanguages(draft())).toEqual(['en']);
    expect(draftToBody(draft(), null)).toEqual({ categoryId: 3, coverPath: null, texts: [{ language: 'en', title: 'Rest', summary: 'Why rest', bodyMd: '# Rest' }] });
    expect(draftToBody(draft(), 7)).toMatchObject({ id: 7 });
  });

  it('needs a category and at least one language', () => {
    expect(draftProblem(draft({ categoryId: null }))).toEqual({ code: 'category' });
    expect(draftProblem({ ...EMPTY_DRAFT, categoryId: 3 })).toEqual({ code: 'noText' });
    expect(draftProblem(draft())).toBeNull();
  });

  it('refuses a language begun but not finished', () => {
    const half = draft({ texts: { en: english, 'zh-Hans': { title: '休息', summary: '', bodyMd: '' } } });
    expect(draftProblem(half)).toEqual({ code: 'incomplete', language: 'zh-Hans' });
    const blank = draft({ texts: { en: { ...english, bodyMd: '   ' }, 'zh-Hans': { title: '', summary: '', bodyMd: '' } } });
    expect(draftProblem(blank)).toEqual({ code: 'incomplete', language: 'en' });
  });
});
