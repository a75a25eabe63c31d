import type { TemplateSummary } from '@repwise/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { InfiniteList, type SkeletonLayout } from '../../../kit/infinite-list.tsx';
import { useTemplateList, type TemplateScope } from '../queries.ts';
import { trainingTypeLabel } from '../training-types.ts';
import { TemplateCheckRow, TemplateLinkRow } from './template-row.tsx';

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

const SKELETON: SkeletonLayout = { rows: 5, rowClassName: 'template-row', coverClassName: 'block-cover is-medium', textClassName: 'template-row-text', lineWidths: ['58%', '80%', '44%'] };

/** One tab of templates, twenty at a time as the person scrolls. */
export function TemplateResults({ scope, keyword, mode, tools, emptyAction }: TemplateResultsProps) {
  const { t, language } = useI18n();
  const query = useTemplateList(scope, keyword);
  const hint = keyword ? t('templates.emptySearchHint') : t(`templates.emptyHint.${scope}`);

  return (
    <InfiniteList
      rowsClassName="template-list-rows"
      query={query}
      count={(count) => t('templates.count', { count })}
      tools={tools}
      skeleton={SKELETON}
      empty={<EmptyState hint={hint}>{emptyAction}</EmptyState>}
      itemKey={(template) => template.id}
      renderItem={(template) => {
        const typeLabel = trainingTypeLabel(template.type, language);
        return mode.kind === 'link' ? (
          <TemplateLinkRow template={template} typeLabel={typeLabel} onLongPress={mode.onLongPress} onCopy={template.official ? mode.onCopy : undefined} />
        ) : (
          <TemplateCheckRow template={template} typeLabel={typeLabel} checked={mode.selected.has(template.id)} onToggle={mode.onToggle} />
        );
      }}
    />
  );
}
