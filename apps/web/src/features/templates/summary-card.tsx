import type { Template } from '@repwise/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { countExercises, countSets, formatSeconds } from './editor/format.ts';
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
  const type = trainingTypeLabel(template.type, language);
  const facts = [
    t('templates.exerciseCount', { count: countExercises(template) }),
    t('templates.setCount', { count: countSets(template) }),
    t(`units.${template.units}`),
  ];
  const rests = [
    t('templates.form.setInterval') + ' ' + formatSeconds(template.setIntervalSeconds),
    t('templates.form.exerciseInterval') + ' ' + formatSeconds(template.exerciseIntervalSeconds),
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
