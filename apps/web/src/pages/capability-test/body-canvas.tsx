import { MUSCLES } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { BodyMap } from '../../features/exercises/body-map.tsx';
import { BODY_SHAPES } from '../../features/exercises/body-map-data.ts';
import { muscleLabels } from '../../features/exercises/labels.ts';
import { useI18n } from '../../i18n/index.ts';
import { CapabilityPage } from './capability-page.tsx';

type Emphasis = 'primary' | 'secondary';

/** The muscles the map draws (front or back), in the taxonomy's order. */
const DRAWN = MUSCLES.map((m) => m.value).filter((m) => m in BODY_SHAPES.front.muscles || m in BODY_SHAPES.back.muscles);

/** /pages/CapabilityTestPage/BodyCanvas: the app's body map, both sides, with chosen muscles highlighted. */
export function BodyCanvasPage() {
  const { t, language } = useI18n();
  const [mode, setMode] = useState<Emphasis>('primary');
  const [marked, setMarked] = useState<ReadonlyMap<string, Emphasis>>(new Map());
  const primary = DRAWN.filter((m) => marked.get(m) === 'primary');
  const secondary = DRAWN.filter((m) => marked.get(m) === 'secondary');

  // A tap marks the muscle as the chosen kind; a second tap with the same kind clears it.
  const toggle = (muscle: string) =>
    setMarked((now) => {
      const next = new Map(now);
      if (next.get(muscle) === mode) next.delete(muscle);
      else next.set(muscle, mode);
      return next;
    });

  return (
    <CapabilityPage title={t('capabilityTest.pages.BodyCanvas')}>
      <section className="capability-card" aria-label={t('capabilityTest.pages.BodyCanvas')}>
        <BodyMap primary={primary} secondary={secondary} variant="full" />
        <p className="capability-status" aria-live="polite">
          {t('capabilityTest.body.summary', { primary: primary.length, secondary: secondary.length })}
        </p>
      </section>
      <section className="capability-card" aria-labelledby="capability-muscles">
        <h2 id="capability-muscles" className="capability-card-title">
          {t('capabilityTest.body.muscles')}
        </h2>
        <div className="capability-row" role="group" aria-label={t('capabilityTest.body.mode')}>
          <span aria-hidden>{t('capabilityTest.body.mode')}</span>
          {(['primary', 'secondary'] as const).map((kind) => (
            <button key={kind} type="button" className={`capability-chip is-${kind}`} aria-pressed={mode === kind} onClick={() => setMode(kind)}>
              {t(`capabilityTest.body.${kind}`)}
            </button>
          ))}
        </div>
        <ul className="capability-chips">
          {DRAWN.map((muscle) => {
            const kind = marked.get(muscle);
            const name = muscleLabels([muscle], language)[0] ?? muscle;
            return (
              <li key={muscle}>
                <button
                  type="button"
                  className={`capability-chip${kind ? ` is-${kind}` : ''}`}
                  aria-pressed={kind !== undefined}
                  aria-label={kind ? `${name}: ${t(`capabilityTest.body.${kind}`)}` : name}
                  onClick={() => toggle(muscle)}
                >
                  {name}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="capability-row">
          <Button fill="outline" disabled={marked.size === 0} onClick={() => setMarked(new Map())}>
            {t('capabilityTest.body.clear')}
          </Button>
        </div>
      </section>
    </CapabilityPage>
  );
}
