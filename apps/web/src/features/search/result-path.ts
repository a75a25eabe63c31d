import type { SearchItem } from '@repwise/contracts';
import { PATHS, actionInfoPath, articleInfoPath, memberPath, planInfoPath, squadPath, templateInfoPath } from '../../kit/paths.ts';

/** The screen a result opens: the exercise, template, article or plan; a team's member list; a member's screen in their team. */
export function resultPath(item: SearchItem): string {
  switch (item.type) {
    case 'exercise':
      return actionInfoPath(item.id);
    case 'template':
      return templateInfoPath(item.id);
    case 'article':
      return articleInfoPath(item.id);
    case 'plan':
      return planInfoPath(item.id);
    case 'team':
      return squadPath(PATHS.teamMember, item.id);
    case 'member':
      return memberPath(PATHS.teamMemberInfo, item.teamId ?? 0, item.id);
  }
}
