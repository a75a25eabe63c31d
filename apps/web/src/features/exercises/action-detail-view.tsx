import type { ActionDetail } from '@repwise/contracts';
import {
  EQUIPMENT, EXERCISE_TYPES, INJURY_PREVENTION_FEATURES, MOVEMENT_PATTERNS, PERFORMANCE_FEATURES, RANGES_OF_MOTION, labelOf,
  type DictEntry,
} from '@repwise/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { ActionMedia, hasOwnMedia } from './action-media.tsx';
import { knownMuscles } from './body-map-data.ts';
import { BodyMap } from './body-map.tsx';
import { labelsOf, muscleLabels } from './labels.ts';
import './action-detail-view.css';

function Chips({ labels, tone = 'plain' }: { labels: readonly string[]; tone?: 'plain' | 'primary' | 'secondary' }) {
  return (
    <ul className={`detail-chips is-${tone}`}>
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-card">
      <h2 className="detail-card-title">{title}</h2>
      {children}
    </section>
  );
}

interface ActionDetailViewProps {
  action: ActionDetail;
  /** Buttons under the title (pin, share, edit, delete), or none on the public page. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Everything about one exercise, read-only: shared by the detail screen and the public share page. */
export function ActionDetailView({ action, actions, children }: ActionDetailViewProps) {
  const { t, language } = useI18n();
  const otherName = language === 'zh-Hans' ? action.nameEn : action.nameZh;
  const primary = knownMuscles(action.primaryMuscles);
  const secondary = knownMuscles(action.secondaryMuscles).filter((m) => !primary.includes(m));
  const features: { title: string; dict: readonly DictEntry[]; keys: string[] }[] = [
    { title: t('exercises.fields.movementPatterns'), dict: MOVEMENT_PATTERNS, keys: action.movementPatterns },
    { title: t('exercises.fields.performanceFeatures'), dict: PERFORMANCE_FEATURES, keys: action.performanceFeatures },
    { title: t('exercises.fields.injuryPreventionFeatures'), dict: INJURY_PREVENTION_FEATURES, keys: action.injuryPreventionFeatures },
  ].filter((f) => labelsOf(f.dict, f.keys, language).length > 0);

  return (
    <article className="action-detail">
      <ActionMedia action={action} />
      <header className="action-detail-head">
        <h1 className="action-detail-name">{action.name}</h1>
        {otherName && otherName !== action.name && (
          <p className="action-detail-alt" lang={language === 'zh-Hans' ? 'en' : 'zh-Hans'}>
            {otherName}
          </p>
        )}
        <ul className="action-detail-tags" aria-label={t('exercises.tags')}>
          <li className="is-strong">{labelOf(EXERCISE_TYPES, action.type, language)}</li>
          <li>{labelOf(EQUIPMENT, action.equipment, language)}</li>
          <li>{action.compound ? t('exercises.compound') : t('exercises.isolation')}</li>
          <li>{t('exercises.rangeTag', { range: labelOf(RANGES_OF_MOTION, action.rangeOfMotion, language) })}</li>
        </ul>
        {actions}
      </header>

      <Section title={t('exercises.fields.keyPoints')}>
        {action.keyPoints.length > 0 ? (
          <ol className="detail-steps">
            {action.keyPoints.map((point, i) => (
              <li key={i}>
                <span className="detail-step-number" aria-hidden>
                  {i + 1}
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="detail-muted">{t('exercises.noKeyPoints')}</p>
        )}
      </Section>

      <Section title={t('exercises.muscles')}>
        {hasOwnMedia(action) && (
          <div className="detail-map">
            <BodyMap primary={primary} secondary={secondary} variant="full" />
          </div>
        )}
        <dl className="detail-facts">
          <div>
            <dt>{t('exercises.primary')}</dt>
            <dd>
              <Chips labels={muscleLabels(primary, language)} tone="primary" />
            </dd>
          </div>
          {secondary.length > 0 && (
            <div>
              <dt>{t('exercises.secondary')}</dt>
              <dd>
                <Chips labels={muscleLabels(secondary, language)} tone="secondary" />
              </dd>
            </div>
          )}
        </dl>
      </Section>

      {features.length > 0 && (
        <Section title={t('exercises.features')}>
          <dl className="detail-facts">
            {features.map((feature) => (
              <div key={feature.title}>
                <dt>{feature.title}</dt>
                <dd>
                  <Chips labels={labelsOf(feature.dict, feature.keys, language)} />
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <Section title={t('exercises.units')}>
        <dl className="detail-units">
          <div>
            <dt>{t('exercises.fields.intensityUnit')}</dt>
            <dd>{action.intensityUnit.name}</dd>
          </div>
          <div>
            <dt>{t('exercises.fields.quantityUnit')}</dt>
            <dd>{action.quantityUnit.name}</dd>
          </div>
        </dl>
      </Section>

      {children}
    </article>
  );
}
