import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { FilterChips } from './filter-chips.tsx';
import type { ActionFilters, ActionScope } from './filters.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';
import './action-toolbar.css';

/** Typing pauses this long before the list searches (a keystroke per request would be wasteful). */
const SEARCH_DEBOUNCE_MS = 300;

interface ActionToolbarProps {
  filters: ActionFilters;
  onChange: (filters: ActionFilters) => void;
  className?: string;
}

/** Official / Mine tabs, the name search and the filter chips of a library list. */
export function ActionToolbar({ filters, onChange, className }: ActionToolbarProps) {
  const { t } = useI18n();
  const [text, setText] = useState(filters.keyword);
  const search = useDebouncedCallback((keyword: string) => {
    if (keyword.trim() !== filters.keyword) onChange({ ...filters, keyword: keyword.trim() });
  }, SEARCH_DEBOUNCE_MS);

  const searchNow = (keyword: string) => {
    search.cancel();
    if (keyword.trim() !== filters.keyword) onChange({ ...filters, keyword: keyword.trim() });
  };

  return (
    <div className={className ? `action-toolbar ${className}` : 'action-toolbar'}>
      <Tabs
        className="action-toolbar-tabs"
        activeKey={filters.scope}
        onChange={(key) => onChange({ ...filters, scope: key as ActionScope })}
        stretch
        activeLineMode="fixed"
      >
        <Tabs.Tab key="official" title={t('exercises.official')} />
        <Tabs.Tab key="mine" title={t('exercises.mine')} />
      </Tabs>
      <div className="action-toolbar-search">
        <SearchBar
          value={text}
          placeholder={t('exercises.searchPlaceholder')}
          maxLength={INPUT_MAX_LENGTH}
          onChange={(value) => {
            setText(value);
            search.run(value);
          }}
          onSearch={searchNow}
          onClear={() => searchNow('')}
        />
      </div>
      <FilterChips filters={filters} onChange={onChange} />
    </div>
  );
}
