import type { ActionSummary } from '@repwise/contracts';
import { EQUIPMENT, labelOf } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useActionList } from '../../features/exercises/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { consoleExercisePath } from '../../kit/paths.ts';
import { SearchToolbar } from '../../kit/search-toolbar.tsx';
import { ConsolePage } from './console-page.tsx';
import { consoleSkeleton } from '../../features/console/console-skeleton.ts';

const SKELETON = consoleSkeleton(6, ['60%', '30%']);

/** The official shelf as everyone reads it (action.list, scope official), each exercise opening the console's form. */
export function ConsoleExercisesPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const list = useActionList({ scope: 'official', keyword });
  return (
    <ConsolePage title={t('console.sections.exercises')} section="exercises">
      <SearchToolbar tabs={[]} tab="official" onTab={() => undefined} keyword={keyword} onKeyword={setKeyword} placeholder={t('console.exercises.search')} />
      <div className="console-toolbar">
        <div className="console-toolbar-actions">
          <Button color="primary" onClick={() => void navigate(consoleExercisePath())}>
            {t('console.exercises.new')}
          </Button>
        </div>
      </div>
      <InfiniteList<ActionSummary>
        query={list}
        count={(count) => t('console.exercises.count', { count })}
        empty={<EmptyState hint={t('console.exercises.empty')} />}
        skeleton={SKELETON}
        rowsClassName="console-rows"
        itemKey={(action) => action.id}
        renderItem={(action) => (
          <Link className="console-row console-two-columns" to={consoleExercisePath(action.id)}>
            <span className="console-cell console-cell-title">{action.name}</span>
            <span className="console-cell console-cell-muted">{labelOf(EQUIPMENT, action.equipment, language)}</span>
          </Link>
        )}
      />
    </ConsolePage>
  );
}
