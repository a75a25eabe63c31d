import { useI18n } from '../../../i18n/index.ts';
import { SearchToolbar } from '../../../kit/search-toolbar.tsx';
import type { TemplateScope } from '../queries.ts';

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
  return (
    <SearchToolbar
      className={className}
      tabs={SCOPES.map((key) => ({ key, title: t(`templates.tabs.${key}`) }))}
      tab={scope}
      onTab={(next) => onChange({ scope: next, keyword })}
      keyword={keyword}
      onKeyword={(next) => onChange({ scope, keyword: next })}
      placeholder={t('templates.searchPlaceholder')}
    />
  );
}
