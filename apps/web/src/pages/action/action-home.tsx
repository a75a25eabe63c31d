import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ActionResults } from '../../features/exercises/action-results.tsx';
import { ActionToolbar } from '../../features/exercises/action-toolbar.tsx';
import { filtersFromQuery, filtersToQuery, type ActionFilters } from '../../features/exercises/filters.ts';
import { useRefreshActionList } from '../../features/exercises/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { createNewActionPath } from '../../kit/paths.ts';
import { Refreshable } from '../../kit/refreshable.tsx';
import './action-home.css';

/**
 * The Exercises tab: the official library and the person's own exercises. The tab, search and
 * filters live in the route's query, so coming back from an exercise finds the list as it was.
 */
export function ActionHomePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const refresh = useRefreshActionList(filters);

  // New results start at the top; the sticky toolbar stays in reach either way.
  const change = (next: ActionFilters) => {
    setQuery(filtersToQuery(next), { replace: true });
    window.scrollTo({ top: 0 });
  };
  const create = () => void navigate(createNewActionPath());

  const createButton = filters.scope === 'mine' && (
    <Button className="action-home-create" fill="none" size="small" onClick={create}>
      <AddOutline aria-hidden /> {t('exercises.create')}
    </Button>
  );

  return (
    <PageLayout title={t('exercises.title')} back={false} right={createButton} className="action-home">
      <ActionToolbar className="action-home-toolbar" filters={filters} onChange={change} />
      <Refreshable onRefresh={refresh}>
        <div className="action-home-results">
          <ActionResults
            filters={filters}
            mode={{ kind: 'link' }}
            emptyAction={
              filters.scope === 'mine' && (
                <Button color="primary" shape="rounded" onClick={create}>
                  {t('exercises.createFirst')}
                </Button>
              )
            }
          />
        </div>
      </Refreshable>
    </PageLayout>
  );
}
