import { relabel, type Template } from '@repwise/domain';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { answeredPictures } from './block-pictures.ts';
import { BlockList } from './editor/block-list.tsx';
import type { SavedTemplate } from './saved-template.ts';
import { SummaryCard } from './summary-card.tsx';
import './template-view.css';

/**
 * The template's labels in the language on screen, computed by the one labelling rule
 * (`relabel` → `labelBlock`): the server wrote them in the language of its caller, maybe
 * before the rule's words changed (第n组 → 第n段), so what is stored is never shown as is.
 */
export function useDisplayed(template: Template): Template {
  const { language } = useI18n();
  return useMemo(() => relabel(template, language), [template, language]);
}

/** A template to read: the summary and every block, no controls (official, others', shared). */
export function TemplateView({ template, badge }: { template: SavedTemplate; badge?: string | undefined }) {
  const shown = useDisplayed(template);
  const pictures = useMemo(() => answeredPictures(template), [template]);
  return (
    <div className="template-view">
      <SummaryCard template={shown} badge={badge} />
      <div className="template-view-blocks">
        <BlockList template={shown} pictures={pictures} readOnly mini={false} active={null} />
      </div>
    </div>
  );
}
