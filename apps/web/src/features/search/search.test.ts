import type { GlobalSearchResult, SearchItem } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { withMoreOf } from './queries.ts';
import { resultPath } from './result-path.ts';

const item = (type: SearchItem['type'], id: number, teamId: number | null = null): SearchItem => ({ type, id, title: `${type} ${id}`, subtitle: '', coverUrl: null, teamId });

describe('the global search', () => {
  it('appends a group\'s next page to that group only and takes its new cursor', () => {
    const first: GlobalSearchResult = { groups: [{ type: 'exercise', list: [item('exercise', 1)], next: 'c1' }, { type: 'template', list: [item('template', 2)], next: 't1' }] };
    const page: GlobalSearchResult = { groups: [{ type: 'exercise', list: [item('exercise', 3)], next: null }] };
    expect(withMoreOf(first, 'exercise', page)).toEqual({
      groups: [{ type: 'exercise', list: [item('exercise', 1), item('exercise', 3)], next: null }, first.groups[1]],
    });
  });

  it('opens each kind of result on its own screen', () => {
    expect(resultPath(item('exercise', 7))).toBe('/pages/Action/actionInfo/actionInfo?id=7');
    expect(resultPath(item('template', 7))).toBe('/pages/TemplateManage/templateInfo/templateInfo?id=7');
    expect(resultPath(item('article', 7))).toBe('/pages/webArticle/articleInfo?id=7');
    expect(resultPath(item('plan', 7))).toBe('/pages/planManage/planInfo/planInfo?id=7');
    expect(resultPath(item('team', 7))).toMatch(/^\/pages\/TeamManage\/TeamMember\/TeamMember\?id=7$/);
    expect(resultPath(item('member', 7, 3))).toMatch(/^\/pages\/TeamManage\/teamMemberInfo\/teamMemberInfo\?id=3&userId=7$/);
  });
});
