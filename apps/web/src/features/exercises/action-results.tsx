import type { ActionSummary } from '@repwise/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList, type SkeletonLayout } from '../../kit/infinite-list.tsx';
import { ActionCheckRow, ActionLinkRow } from './action-list-item.tsx';
import type { ActionFilters } from './filters.ts';
import { useActionList } from './queries.ts';

export type ResultsMode =
  | { kind: 'link' }
  | { kind: 'select'; selectedIds: ReadonlySet<number>; full: boolean; onToggle: (action: ActionSummary) => void };

interface ActionResultsProps {
  filters: ActionFilters;
  mode: ResultsMode;
  /** Shown under 'No result yet', e.g. a button to create the first exercise. */
  emptyAction?: ReactNode;
}

const SKELETON: SkeletonLayout = { rows: 6, rowClassName: 'action-row', coverClassName: 'action-cover', textClassName: 'action-row-text', lineWidths: ['62%', '34%', '48%'] };

/** The exercises matching the filters, twenty at a time as the person scrolls. */
export function ActionResults({ filters, mode, emptyAction }: ActionResultsProps) {
  const { t } = useI18n();
  const query = useActionList(filters);
  const searching = Boolean(filters.keyword || filters.muscleGroup || filters.equipment || filters.pattern);
  const hint = searching ? t('exercises.emptySearchHint') : filters.scope === 'mine' ? t('exercises.emptyMineHint') : t('exercises.emptyHint');

  return (
    <InfiniteList
      rowsClassName="action-list-rows"
      query={query}
      count={(count) => t('exercises.count', { count })}
      skeleton={SKELETON}
      empty={<EmptyState hint={hint}>{emptyAction}</EmptyState>}
      itemKey={(action) => action.id}
      renderItem={(action) =>
        mode.kind === 'link' ? (
          <ActionLinkRow action={action} />
        ) : (
          <ActionCheckRow action={action} checked={mode.selectedIds.has(action.id)} full={mode.full} onToggle={mode.onToggle} />
        )
      }
    />
  );
}
