import type { SharedYear } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { FigureTiles, MuscleSection, PrList, RecordSection, TopExercises, WorkingSetsNote } from '../../features/records/report-parts.tsx';
import { useSharedYear } from '../../features/year-share/queries.ts';
import '../../features/year-share/year-share.css';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import '../../i18n/share/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS } from '../../kit/paths.ts';

/** Sessions per month as twelve CSS bars; each month's figure is its name for a screen reader. */
function MonthBars({ months, language }: { months: SharedYear['months']; language: string }) {
  const { t } = useI18n();
  const monthName = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const most = Math.max(1, ...months.map((m) => m.sessions));
  return (
    <ol className="year-share-months">
      {months.map((m, i) => {
        const name = monthName.format(Date.UTC(2000, i, 1));
        return (
          <li key={m.month} className="year-share-month" aria-label={`${name}: ${t('records.figures.sessionsCount', { count: m.sessions })}`}>
            <span className={m.sessions === 0 ? 'year-share-bar is-empty' : 'year-share-bar'} style={{ height: `${(m.sessions / most) * 80}%` }} aria-hidden="true" />
            <span aria-hidden="true">{name}</span>
          </li>
        );
      })}
    </ol>
  );
}

function YearInReview({ year }: { year: SharedYear }) {
  const { t, language } = useI18n();
  const { formatNumber, formatVolume } = useFormat();
  const navigate = useNavigate();
  const name = year.nickName || t('yearShare.public.someone');
  return (
    <>
      <section className="year-share-hero" aria-labelledby="year-share-heading">
        <div className="year-share-who">
          {year.avatarUrl ? <img className="year-share-avatar" src={year.avatarUrl} alt={t('yearShare.public.avatarAlt', { name })} /> : null}
          <h1 id="year-share-heading" className="year-share-heading">
            {t('yearShare.public.heading', { name, year: String(year.year) })}
          </h1>
        </div>
        <p className="year-share-facts">
          {t('records.report.trainingDays', { count: year.trainingDays })} · {t('yearShare.public.prsCount', { count: year.prs.length })}
        </p>
      </section>
      <RecordSection id="year-share-totals" title={t('records.report.totals')}>
        <FigureTiles current={year} previous={year.previous} compare={t('records.figures.vsPreviousYear')} />
        <WorkingSetsNote />
      </RecordSection>
      <RecordSection id="year-share-months" title={t('records.report.perMonth')}>
        <MonthBars months={year.months} language={language} />
      </RecordSection>
      <TopExercises exercises={year.topExercises} />
      {year.muscles.length > 0 && (
        <MuscleSection
          chart={
            <ol className="records-rows">
              {year.muscles.map((m) => (
                <li key={m.muscle}>
                  <span className="records-row-name">{m.name}</span>
                  <span className="records-row-figure">{t('records.report.muscleRow', { count: m.sets, sets: formatNumber(m.sets), volume: formatVolume(m.volumeKg) })}</span>
                </li>
              ))}
            </ol>
          }
        />
      )}
      <RecordSection id="year-share-prs" title={t('records.report.prs')}>
        <PrList prs={year.prs} empty={t('records.report.noPrs')} />
      </RecordSection>
      <section className="year-share-cta" aria-label={t('yearShare.public.cta')}>
        <p>{t('yearShare.public.ctaHint')}</p>
        <Button block shape="rounded" size="large" color="primary" onClick={() => void navigate(PATHS.root)}>
          {t('yearShare.public.cta')}
        </Button>
      </section>
    </>
  );
}

/** A shared year in review (`?token=`): anyone with the link reads it, no account needed; a stopped or unknown link says so. */
export function YearSharePublicPage() {
  const { t, language } = useI18n();
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const shared = useSharedYear(token, language);
  let body;
  if (token === '' || (shared.error instanceof ApiError && shared.error.status === 404)) body = <EmptyState hint={t('yearShare.public.notFound')} />;
  else if (shared.isError) body = <LoadError error={shared.error} onRetry={() => void shared.refetch()} />;
  else if (!shared.data) body = <PageLoading />;
  else body = <YearInReview year={shared.data} />;
  return (
    <PageLayout title={t('yearShare.public.title')} back={false} className="records-page">
      {body}
    </PageLayout>
  );
}
