import type { Template } from '@repwise/domain';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { countExercises, countSets } from './editor/format.ts';
import { trainingTypeLabel } from './training-types.ts';
import './summary-card.css';

interface SummaryCardProps {
  template: Template;
  /** A badge before the name, e.g. "Official". */
  badge?: string | undefined;
  /** Buttons under the facts, e.g. "Edit details". */
  children?: ReactNode;
}

/** A template at a glance: name, type, description and its numbers. */
export function SummaryCard({ template, badge, children }: SummaryCardProps) {
  const { t, language } = useI18n();
  const { formatDuration, unitWord } = useFormat(template.units);
  const type = trainingTypeLabel(template.type, language);
  const facts = [
    t('templates.exerciseCount', { count: countExercises(template) }),
    t('templates.setCount', { count: countSets(template) }),
    unitWord,
  ];
  const rests = [
    t('templates.form.setInterval') + ' ' + formatDuration(template.setIntervalSeconds, { exact: true }),
    t('templates.form.exerciseInterval') + ' ' + formatDuration(template.exerciseIntervalSeconds, { exact: true }),
    ...(template.unilateral ? [t('templates.form.unilateral')] : []),
  ];
  return (
    <section className="summary-card" aria-labelledby="template-name">
      <div className="summary-card-tags">
        {badge && <span className="summary-card-badge">{badge}</span>}
        {type && <span className="summary-card-type">{type}</span>}
      </div>
      <h1 id="template-name" className="summary-card-name">
        {template.name || t('templates.untitled')}
      </h1>
      {template.description && <p className="summary-card-description">{template.description}</p>}
      <p className="summary-card-facts">{facts.join(' · ')}</p>
      <p className="summary-card-rests">{rests.join(' · ')}</p>
      {children}
    </section>
  );
}
