import type { TemplateOutput } from '@repwise/contracts';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { planFromTemplate, startRefusal, totalSets } from '../../features/training/plan.ts';
import { useTemplateToTrain, useTemplatesToStart, useTrainingToday } from '../../features/training/queries.ts';
import { localDateOf } from '../../features/training/recorder.ts';
import { startSession } from '../../features/training/start.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, createTrainingPath, historyPath, startTrainingPath, trainingPlanPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { useSession } from '../../session/session-store.ts';
import './training-pages.css';
import { Redirect } from '../../kit/redirect.tsx';

interface ToStart {
  name: string;
  template: Pick<TemplateOutput, 'actionsCons'>;
  date: string | null;
  planSessionId: number | null;
  templateId: number | null;
}

/** A template or scheduled session before it starts: what it holds, and Start (refused before its date or without exercises). */
function StartOne({ item }: { item: ToStart }) {
  const { t } = useI18n();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const ownerId = useSession().userInfo?.id ?? null;
  const plan = planFromTemplate(item.template);
  const start = async () => {
    const refusal = startRefusal(plan, localDateOf(new Date()), item.date);
    if (refusal) return showToast(t(`training.refusal.${refusal}`));
    if (ownerId === null) return;
    const session = await startSession({ ownerId, name: item.name, plan, planSessionId: item.planSessionId, templateId: item.templateId });
    void navigate(trainingPlanPath(session.id), { replace: true });
  };
  const exercises = new Set(plan.flatMap((b) => b.groups.flatMap((g) => g.sets.map((s) => s.actionId)))).size;
  return (
    <>
      <section className="start-card">
        <h2 className="start-card-title">{item.name}</h2>
        {item.date ? <p className="start-card-hint">{formatDate(item.date)}</p> : null}
        <p className="start-card-hint">{t('training.start.exercises', { count: exercises, sets: totalSets(plan) })}</p>
        <ol className="start-card-blocks">
          {plan.map((b) => (
            <li key={b.key}>{b.name}</li>
          ))}
        </ol>
      </section>
      <BottomBar>
        <Button block color="primary" size="large" onClick={() => void start()}>
          {t('training.start.begin')}
        </Button>
      </BottomBar>
    </>
  );
}

function StartScheduled({ id }: { id: number }) {
  const today = useTrainingToday();
  if (today.isPending) return <PageLoading />;
  if (today.isError) return <LoadError error={today.error} onRetry={() => void today.refetch()} />;
  const scheduled = today.data.today.find((s) => s.id === id);
  // One training per session: a done one shows its record, one under way opens again.
  if (scheduled?.trainingId) return <Redirect to={scheduled.status === 'done' ? historyPath(scheduled.trainingId) : trainingPlanPath(scheduled.trainingId)} />;
  if (scheduled) return <StartOne item={{ name: scheduled.name, template: scheduled.template, date: scheduled.date, planSessionId: id, templateId: null }} />;
  // A session of a later day: shown with its date, and Start says why it cannot start yet.
  const later = today.data.upcoming.find((s) => s.id === id);
  if (!later) return <LoadError error={null} onRetry={() => void today.refetch()} />;
  return <StartOne item={{ name: later.name, template: { actionsCons: [] }, date: later.date, planSessionId: id, templateId: null }} />;
}

function StartTemplate({ id }: { id: number }) {
  const template = useTemplateToTrain(id);
  if (template.isPending) return <PageLoading />;
  if (template.isError) return <LoadError error={template.error} onRetry={() => void template.refetch()} />;
  return <StartOne item={{ name: template.data.name, template: template.data, date: null, planSessionId: null, templateId: id }} />;
}

function TemplateChoices({ scope }: { scope: 'mine' | 'official' }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useTemplatesToStart(scope);
  const items = list.data?.list ?? [];
  return (
    <List header={t(`training.start.${scope}`)} mode="card">
      {list.isSuccess && items.length === 0 ? <List.Item>{t('training.start.noTemplates')}</List.Item> : null}
      {items.map((item) => (
        <List.Item key={item.id} description={t('training.start.exercises', { count: item.exerciseCount, sets: item.setCount })} onClick={() => void navigate(startTrainingPath({ templateId: item.id }))}>
          {item.name}
        </List.Item>
      ))}
    </List>
  );
}

function Choices() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const today = useTrainingToday();
  return (
    <>
      {today.data && today.data.today.length > 0 ? (
        <List header={t('training.start.scheduled')} mode="card">
          {today.data.today.map((s) => (
            <List.Item key={s.id} onClick={() => void navigate(startTrainingPath({ planSessionId: s.id }))}>
              {s.name}
            </List.Item>
          ))}
        </List>
      ) : null}
      <List mode="card">
        <List.Item description={t('training.start.emptyHint')} onClick={() => void navigate(createTrainingPath())}>
          {t('training.start.empty')}
        </List.Item>
        <List.Item description={t('training.start.miniHint')} onClick={() => void navigate(PATHS.miniStartTraining)}>
          {t('training.start.mini')}
        </List.Item>
        <List.Item description={t('training.start.backfillHint')} onClick={() => void navigate(createTrainingPath(true))}>
          {t('training.start.backfill')}
        </List.Item>
      </List>
      <TemplateChoices scope="mine" />
      <TemplateChoices scope="official" />
    </>
  );
}

/** Spec §2 startTraining: a scheduled session (`planSessionId`), a template (`templateId`), or the ways to train alone. */
export function StartTrainingPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const planSessionId = parseId(query.get('planSessionId'));
  const templateId = parseId(query.get('templateId'));
  return (
    <PageLayout title={t('training.start.title')} className="start-page">
      {planSessionId !== null ? <StartScheduled id={planSessionId} /> : templateId !== null ? <StartTemplate id={templateId} /> : <Choices />}
    </PageLayout>
  );
}
