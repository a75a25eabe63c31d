import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
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
      <List mode="card" header={t('console.overview.sections')} className="console-section-list">
        {CONSOLE_SECTIONS.filter((s) => s.key !== 'overview').map((section) => (
          <List.Item
            key={section.key}
            description={t(`console.sectionHints.${section.key}`)}
            extra={section.key === 'feedback' && unhandled.data ? t('console.overview.waiting', { count: unhandled.data }) : undefined}
            onClick={() => void navigate(section.path)}
          >
            {t(`console.sections.${section.key}`)}
          </List.Item>
        ))}
      </List>
    </ConsolePage>
  );
}
