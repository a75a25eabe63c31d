import { useI18n } from '../../i18n/index.ts';
import { SearchToolbar } from '../../kit/search-toolbar.tsx';
import { FilterChips } from './filter-chips.tsx';
import type { ActionFilters, ActionScope } from './filters.ts';

interface ActionToolbarProps {
  filters: ActionFilters;
  onChange: (filters: ActionFilters) => void;
  className?: string;
}

/** Official / Mine tabs, the name search and the filter chips of a library list. */
export function ActionToolbar({ filters, onChange, className }: ActionToolbarProps) {
  const { t } = useI18n();
  const tabs: { key: ActionScope; title: string }[] = [
    { key: 'official', title: t('exercises.official') },
    { key: 'mine', title: t('exercises.mine') },
  ];
  return (
    <SearchToolbar
      className={className}
      tabs={tabs}
      tab={filters.scope}
      onTab={(scope) => onChange({ ...filters, scope })}
      keyword={filters.keyword}
      onKeyword={(keyword) => onChange({ ...filters, keyword })}
      placeholder={t('exercises.searchPlaceholder')}
    >
      <FilterChips filters={filters} onChange={onChange} />
    </SearchToolbar>
  );
}
