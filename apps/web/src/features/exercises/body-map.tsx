import type { Language } from '@repwise/domain';
import { memo, type ReactNode } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { BODY_SHAPES, FRAME_VIEW_BOX, emphasisOf, knownMuscles, thumbFrame, thumbView, type BodyView, type MuscleEmphasis, type ThumbFrame } from './body-map-data.ts';
import { joinLabels, muscleLabels } from './labels.ts';
import './body-map.css';

interface BodyMapProps {
  primary: readonly string[];
  secondary: readonly string[];
  /** 'thumb': the more telling side only; 'full': front and back with a legend. */
  variant?: 'thumb' | 'full';
  /** Hidden from screen readers where the muscles are already written next to it (a list row). */
  decorative?: boolean;
  className?: string;
}

const EMPHASIS_CLASS: Record<MuscleEmphasis, string> = {
  primary: 'body-map-muscle is-primary',
  secondary: 'body-map-muscle is-secondary',
  none: 'body-map-muscle',
};

/** The left half as drawn, then the same mirrored around the centre line. */
function Half({ children }: { children: ReactNode }) {
  return (
    <>
      <g>{children}</g>
      <g transform="matrix(-1 0 0 1 100 0)">{children}</g>
    </>
  );
}

interface FigureProps {
  view: BodyView;
  frame?: ThumbFrame;
  primary: readonly string[];
  secondary: readonly string[];
}

function Figure({ view, frame = 'whole', primary, secondary }: FigureProps) {
  const shapes = BODY_SHAPES[view];
  return (
    <svg className={`body-map-figure is-${frame}`} viewBox={FRAME_VIEW_BOX[frame]} aria-hidden focusable="false">
      <ellipse className="body-map-skin" cx="50" cy="14" rx="8.6" ry="10.6" />
      <Half>
        <path className="body-map-skin" d={shapes.outline} />
        {shapes.details.map((d) => (
          <path key={d} className="body-map-muscle" d={d} />
        ))}
        {Object.entries(shapes.muscles).map(([muscle, paths]) =>
          paths.map((d) => <path key={d} className={EMPHASIS_CLASS[emphasisOf(muscle, primary, secondary)]} d={d} />),
        )}
      </Half>
    </svg>
  );
}

type Translate = ReturnType<typeof useI18n>['t'];

/** Says which muscles the map shows, for screen readers. */
function mapLabel(t: Translate, language: Language, primary: readonly string[], secondary: readonly string[]): string {
  const primaryText = joinLabels(muscleLabels(primary, language), language);
  const secondaryText = joinLabels(muscleLabels(secondary, language), language);
  if (!primaryText) return t('exercises.bodyMap.empty');
  if (!secondaryText) return t('exercises.bodyMap.labelPrimary', { primary: primaryText });
  return t('exercises.bodyMap.label', { primary: primaryText, secondary: secondaryText });
}

/** A drawn human figure with the exercise's primary muscles in the brand colour and secondary ones tinted. */
export const BodyMap = memo(function BodyMap({ primary, secondary, variant = 'thumb', decorative = false, className }: BodyMapProps) {
  const { t, language } = useI18n();
  const main = knownMuscles(primary);
  const helpers = knownMuscles(secondary).filter((m) => !main.includes(m));
  const label = () => mapLabel(t, language, main, helpers);
  const classes = (base: string) => (className ? `${base} ${className}` : base);

  if (variant === 'thumb') {
    return (
      <div className={classes('body-map body-map-thumb')} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label() })}>
        <Figure view={thumbView(main, helpers)} frame={thumbFrame(main)} primary={main} secondary={helpers} />
      </div>
    );
  }

  return (
    <figure className={classes('body-map body-map-full')} role="img" aria-label={label()}>
      <div className="body-map-views">
        {(['front', 'back'] as const).map((view) => (
          <div key={view} className="body-map-view">
            <Figure view={view} primary={main} secondary={helpers} />
            <span className="body-map-caption">{t(`exercises.bodyMap.${view}`)}</span>
          </div>
        ))}
      </div>
      <figcaption className="body-map-legend" aria-hidden>
        <span className="body-map-key">
          <i className="body-map-swatch is-primary" />
          {t('exercises.primary')}
        </span>
        <span className="body-map-key">
          <i className="body-map-swatch is-secondary" />
          {t('exercises.secondary')}
        </span>
      </figcaption>
    </figure>
  );
});
