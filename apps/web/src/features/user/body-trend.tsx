import type { BodyDataEntry } from '@repwise/contracts';
import { useFormat } from '../../i18n/format.ts';
import './body-trend.css';

export type BodyField = 'weight' | 'waist' | 'chest' | 'hip' | 'height';

interface BodyTrendProps {
  /** Newest first, as the server answers. */
  entries: readonly BodyDataEntry[];
  field: BodyField;
  /** A stored value as read, with its unit (a weight in the person's unit). The line plots stored values: a unit is a scale, the shape stays. */
  describe: (value: number) => string;
  /** The chart's accessible name, e.g. "Weight over time". */
  label: string;
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 16;

/** A small line of one measurement over the recorded days: enough to see a trend, no chart library. */
export function BodyTrend({ entries, field, describe, label }: BodyTrendProps) {
  const { formatDate } = useFormat();
  const points = entries
    .filter((e) => e[field] !== null)
    .map((e) => ({ day: e.measuredOn, value: e[field] as number }))
    .reverse();
  if (points.length < 2) return null;
  const values = points.map((p) => p.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const span = max - min || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / span;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure className="body-trend">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${label}: ${formatDate(first.day)} ${describe(first.value)} → ${formatDate(last.day)} ${describe(last.value)}`}>
        <path d={path} className="body-trend-line" />
        {points.map((p, i) => (
          <circle key={p.day} cx={x(i)} cy={y(p.value)} r={3.5} className="body-trend-dot" />
        ))}
      </svg>
      <figcaption className="body-trend-caption">
        <span>
          {formatDate(first.day)} · {describe(first.value)}
        </span>
        <span>
          {formatDate(last.day)} · {describe(last.value)}
        </span>
      </figcaption>
    </figure>
  );
}
