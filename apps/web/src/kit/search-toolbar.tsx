import { SearchBar, Tabs } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.ts';
import { INPUT_MAX_LENGTH } from '../base/constants.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';
import './search-toolbar.css';

/** Typing pauses this long before the list searches (a keystroke per request would be wasteful). */
const SEARCH_DEBOUNCE_MS = 300;

export interface ToolbarTab<K extends string> {
  key: K;
  title: string;
}

interface SearchToolbarProps<K extends string> {
  /** None: the search alone (a team's members). */
  tabs: readonly ToolbarTab<K>[];
  tab: K;
  onTab: (tab: K) => void;
  /** The search in effect (trimmed); typing reaches onKeyword after a pause, or at once on Enter or clear. */
  keyword: string;
  onKeyword: (keyword: string) => void;
  placeholder: string;
  className?: string | undefined;
  /** Under the search bar, e.g. filter chips. */
  children?: ReactNode;
}

/** The tabs and the name search over a list (the exercise library, the templates). */
export function SearchToolbar<K extends string>({ tabs, tab, onTab, keyword, onKeyword, placeholder, className, children }: SearchToolbarProps<K>) {
  const { t } = useI18n();
  const [text, setText] = useState(keyword);
  const searchNow = (value: string) => {
    if (value.trim() !== keyword) onKeyword(value.trim());
  };
  const search = useDebouncedCallback(searchNow, SEARCH_DEBOUNCE_MS);

  return (
    <div className={className ? `search-toolbar ${className}` : 'search-toolbar'}>
      {tabs.length > 0 && (
        <Tabs
          className="search-toolbar-tabs"
          activeKey={tab}
          onChange={(key) => {
            const next = tabs.find((t) => t.key === key);
            if (next) onTab(next.key);
          }}
          stretch
          activeLineMode="fixed"
        >
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      )}
      <div className="search-toolbar-search">
        {/* Our own clear button: antd-mobile's is a div with a name but no role, out of a keyboard's reach. */}
        <SearchBar
          value={text}
          placeholder={placeholder}
          maxLength={INPUT_MAX_LENGTH}
          clearable={false}
          onChange={(value) => {
            setText(value);
            search.run(value);
          }}
          onSearch={(value) => {
            search.cancel();
            searchNow(value);
          }}
        />
        {text && (
          <button
            type="button"
            className="search-toolbar-clear"
            aria-label={t('common.clearSearch')}
            onClick={() => {
              setText('');
              search.cancel();
              searchNow('');
            }}
          >
            <CloseCircleFill aria-hidden />
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
