import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { useDebouncedCallback } from '../../exercises/use-debounced-callback.ts';
import type { TemplateScope } from '../queries.ts';
import '../../exercises/action-toolbar.css';

/** Typing pauses this long before the list searches. */
const SEARCH_DEBOUNCE_MS = 300;
const SCOPES: readonly TemplateScope[] = ['official', 'mine', 'recent'];

interface TemplateToolbarProps {
  scope: TemplateScope;
  keyword: string;
  onChange: (next: { scope: TemplateScope; keyword: string }) => void;
  className?: string;
}

/** Official / Mine / Recent tabs and the name search of the template home. */
export function TemplateToolbar({ scope, keyword, onChange, className }: TemplateToolbarProps) {
  const { t } = useI18n();
  const [text, setText] = useState(keyword);
  const search = useDebouncedCallback((value: string) => {
    if (value.trim() !== keyword) onChange({ scope, keyword: value.trim() });
  }, SEARCH_DEBOUNCE_MS);
  const searchNow = (value: string) => {
    search.cancel();
    if (value.trim() !== keyword) onChange({ scope, keyword: value.trim() });
  };

  return (
    <div className={className ? `action-toolbar ${className}` : 'action-toolbar'}>
      <Tabs
        className="action-toolbar-tabs"
        activeKey={scope}
        onChange={(key) => onChange({ scope: SCOPES.find((s) => s === key) ?? 'official', keyword })}
        stretch
        activeLineMode="fixed"
      >
        {SCOPES.map((s) => (
          <Tabs.Tab key={s} title={t(`templates.tabs.${s}`)} />
        ))}
      </Tabs>
      <div className="action-toolbar-search">
        <SearchBar
          value={text}
          placeholder={t('templates.searchPlaceholder')}
          maxLength={INPUT_MAX_LENGTH}
          onChange={(value) => {
            setText(value);
            search.run(value);
          }}
          onSearch={searchNow}
          onClear={() => searchNow('')}
        />
      </div>
    </div>
  );
}
