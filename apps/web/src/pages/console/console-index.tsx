import { Link } from 'react-router';
import { Badge } from '../../features/console/badge.tsx';
import { CONSOLE_SECTIONS } from '../../features/console/console-nav.tsx';
import { localDay } from '../../features/console/days.ts';
import { useConsoleActivity, useUnhandledFeedbackCount } from '../../features/console/queries.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { ConsolePage } from './console-page.tsx';

/** A figure of the overview: its number (a dash until it loads) over what it counts. */
function Figure({ label, value }: { label: string; value: number | undefined }) {
  const { formatNumber } = useFormat();
  return (
    <div className="console-figure">
      <dt>{label}</dt>
      <dd>{value === undefined ? '–' : formatNumber(value, 0)}</dd>
    </div>
  );
}

/** The console's first screen: today's active people, the feedback waiting for an answer, and every section. */
export function ConsoleIndexPage() {
  const { t } = useI18n();
  const today = localDay();
  const activity = useConsoleActivity(today, today);
  const unhandled = useUnhandledFeedbackCount();
  const day = activity.data?.days.find((d) => d.day === today);
  const counted = activity.data ? (day ?? { coaches: 0, trainees: 0, unchosen: 0 }) : undefined;

  return (
    <ConsolePage title={t('console.title')} section="overview">
      <section className="console-card" aria-labelledby="console-today">
        <h2 id="console-today" className="console-card-title">
          {t('console.overview.today')}
        </h2>
        <dl className="console-figures">
          <Figure label={t('console.overview.activeCoaches')} value={counted?.coaches} />
          <Figure label={t('console.overview.activeTrainees')} value={counted?.trainees} />
          <Figure label={t('console.overview.unhandledFeedback')} value={unhandled.data} />
        </dl>
      </section>
      <h2 className="console-heading">{t('console.overview.sections')}</h2>
      <ul className="console-section-list">
        {CONSOLE_SECTIONS.filter((s) => s.key !== 'overview').map((section) => (
          <li key={section.key}>
            <Link className="console-section-link" to={section.path}>
              <span className="console-section-name">
                {t(`console.sections.${section.key}`)}
              </span>
              <span className="console-muted">
                {t(`console.sectionHints.${section.key}`)}
                {section.key === 'feedback' && unhandled.data ? (
                  <>
                    {' '}
                    <Badge tone="warning">{t('console.overview.waiting', { count: unhandled.data })}</Badge>
                  </>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
