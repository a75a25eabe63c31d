import { dictLabel } from '@repwise/domain';
import { InfiniteScroll } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import type { TemplateSummary } from '../../../api/types.ts';
import { useI18n } from '../../../i18n/index.ts';
import { EmptyState } from '../../common/empty-state.tsx';
import { LoadError } from '../../common/load-error.tsx';
import { useTemplateList, useTrainingTypes, type TemplateScope } from '../queries.ts';
import { TemplateCheckRow, TemplateLinkRow } from './template-row.tsx';
import '../../common/skeleton.css';
import './template-results.css';

export type TemplateResultsMode =
  | { kind: 'link'; onLongPress?: (id: number) => void; onCopy?: (template: TemplateSummary) => void }
  | { kind: 'select'; selected: ReadonlySet<number>; onToggle: (id: number) => void };

interface TemplateResultsProps {
  scope: TemplateScope;
  keyword: string;
  mode: TemplateResultsMode;
  /** Next to the count line, e.g. the Select button of Mine. */
  tools?: ReactNode;
  /** Under 'No result yet', e.g. a button to create the first template. */
  emptyAction?: ReactNode;
}

function Skeleton() {
  const { t } = useI18n();
  return (
    <ul className="template-list-rows template-list-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i}>
          <div className="template-row">
            <span className="block-cover is-medium skeleton-block" />
            <span className="template-row-text">
              <span className="skeleton-line" style={{ width: '58%' }} />
              <span className="skeleton-line" style={{ width: '80%' }} />
              <span className="skeleton-line" style={{ width: '44%' }} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One tab of templates, twenty at a time as the person scrolls. */
export function TemplateResults({ scope, keyword, mode, tools, emptyAction }: TemplateResultsProps) {
  const { t, language } = useI18n();
  const query = useTemplateList(scope, keyword);
  const types = useTrainingTypes();
  const templates = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const typeLabel = (value: string) => {
    const entry = types.data?.find((e) => e.value === value);
    return entry ? dictLabel(entry, language) : '';
  };

  if (query.isPending) return <Skeleton />;
  if (query.isError && templates.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (total === 0 && !query.isPlaceholderData) {
    const hint = keyword ? t('templates.emptySearchHint') : t(`templates.emptyHint.${scope}`);
    return <EmptyState hint={hint}>{emptyAction}</EmptyState>;
  }

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  return (
    <section className={query.isPlaceholderData ? 'template-list is-stale' : 'template-list'} aria-busy={query.isFetching}>
      <div className="template-list-head">
        <p className="template-list-count" aria-live="polite">
          {t('templates.count', { count: total })}
        </p>
        {tools}
      </div>
      <ul className="template-list-rows">
        {templates.map((template) => (
          <li key={template.id}>
            {mode.kind === 'link' ? (
              <TemplateLinkRow template={template} typeLabel={typeLabel(template.type)} onLongPress={mode.onLongPress} onCopy={template.official ? mode.onCopy : undefined} />
            ) : (
              <TemplateCheckRow template={template} typeLabel={typeLabel(template.type)} checked={mode.selected.has(template.id)} onToggle={mode.onToggle} />
            )}
          </li>
        ))}
      </ul>
      <InfiniteScroll className="template-list-more" loadMore={loadMore} hasMore={query.hasNextPage && !query.isPlaceholderData} />
    </section>
  );
}
