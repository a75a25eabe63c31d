import type { PlanDetail } from '@repwise/contracts';
import { Button, Dialog, Input, List, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SendOutline } from 'antd-mobile-icons';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PLAN_DICTIONARIES, dictionaryChoices, dictionaryLabel, weekdayLabel } from '../../features/plans/labels.ts';
import { usePlan, usePlanChange } from '../../features/plans/queries.ts';
import { ScheduleFields } from '../../features/plans/schedule-fields.tsx';
import { LinkRow, RowCard } from '../../features/plans/rows.tsx';
import { byTrainee, countByStatus } from '../../features/plans/session-counts.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { ChoiceRow } from '../../kit/choice-row.tsx';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { FormBlock } from '../../kit/form-card.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { memberPlanInfoPath, sharePlanPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { MISSING } from '../../features/teams/with-squad.tsx';
import './plans.css';

/** Name, type, task type, time period and schedule of the sessions still to come. */
function ModifySheet({ plan, open, onClose }: { plan: PlanDetail; open: boolean; onClose: () => void }) {
  const { t, language } = useI18n();
  const change = usePlanChange();
  const nameId = useId();
  const [name, setName] = useState(plan.name);
  const [type, setType] = useState(plan.type);
  const [taskType, setTaskType] = useState(plan.taskType);
  const [timePeriod, setTimePeriod] = useState(plan.timePeriod);
  const [repeatWeeks, setRepeatWeeks] = useState(plan.repeatWeeks);
  const [weekdays, setWeekdays] = useState<number[]>(plan.weekdays);
  const rescheduled = repeatWeeks !== plan.repeatWeeks || weekdays.join() !== plan.weekdays.join();
  const save = async () => {
    if (!name.trim()) return showToast(t('plans.add.required.name'));
    if (weekdays.length === 0) return showToast(t('plans.add.required.weekdays'));
    try {
      await change.mutateAsync({ kind: 'modify', body: { id: plan.id, name: name.trim(), type, taskType, timePeriod, ...(rescheduled ? { repeatWeeks, weekdays } : {}) } });
      showToast(t('common.saved'), 'success');
      onClose();
    } catch (error) {
      showFailureToast(t('errors.modificationFailed'), error);
    }
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="plan-popup" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="plan-modify-title">
        <h2 id="plan-modify-title" className="plan-popup-title">
          {t('plans.info.modify')}
        </h2>
        {/* The form scrolls inside the sheet, so Save stays on the screen however tall the schedule and its errors make it. */}
        <div className="plan-popup-scroll">
          <p className="plan-muted">{t('plans.info.modifyHint')}</p>
          <div className="form-card">
            <FormBlock label={t('plans.add.name')} htmlFor={nameId} error={name.trim() ? undefined : t('plans.add.required.name')}>
              <Input id={nameId} value={name} maxLength={INPUT_MAX_LENGTH} onChange={setName} />
            </FormBlock>
            <ChoiceRow label={t('plans.add.type')} choices={dictionaryChoices(PLAN_DICTIONARIES.type, language)} value={type} placeholder={t('plans.add.choose')} onChange={setType} />
            <ChoiceRow label={t('plans.add.taskType')} choices={dictionaryChoices(PLAN_DICTIONARIES.taskType, language)} value={taskType} placeholder={t('plans.add.choose')} onChange={setTaskType} />
            <ChoiceRow label={t('plans.add.timePeriod')} choices={dictionaryChoices(PLAN_DICTIONARIES.timePeriod, language)} value={timePeriod} placeholder={t('plans.add.choose')} onChange={setTimePeriod} />
            <ScheduleFields repeatWeeks={repeatWeeks} weekdays={weekdays} onRepeatWeeks={setRepeatWeeks} onWeekdays={setWeekdays} weekdaysError={weekdays.length === 0 ? t('plans.add.required.weekdays') : undefined} />
          </div>
        </div>
        <Button block color="primary" shape="rounded" size="large" loading={change.isPending} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </div>
    </Popup>
  );
}

function PlanView({ plan }: { plan: PlanDetail }) {
  const { t, language } = useI18n();
  const { formatDateRange } = useFormat();
  const change = usePlanChange();
  const [modifying, setModifying] = useState(false);
  // Each opening starts from the plan as saved: edits dropped by closing the sheet are gone.
  const [sheetKey, setSheetKey] = useState(0);
  const trainees = byTrainee(plan.sessions);
  const open = plan.state !== 'cancelled' && plan.state !== 'finished';

  const confirmCancel = () =>
    Dialog.confirm({
      ...dialogName(t('plans.info.cancelTitle')),
      title: t('plans.info.cancelTitle'),
      content: t('plans.info.cancelBody'),
      confirmText: <span className="dialog-danger">{t('plans.info.cancelPlan')}</span>,
      cancelText: t('plans.info.keep'),
      onConfirm: async () => {
        try {
          await change.mutateAsync({ kind: 'cancel', id: plan.id });
          showToast(t('plans.info.cancelled'), 'success');
        } catch (error) {
          showFailureToast(t('errors.modificationFailed'), error);
        }
      },
    });

  return (
    <>
      <section className="plan-card">
        <h1 className="plan-card-title">{plan.name}</h1>
        <p className={`plan-state is-${plan.state}`}>{t(`plans.state.${plan.state}`)}</p>
        <p className="plan-muted">{[dictionaryLabel(PLAN_DICTIONARIES.type, plan.type, language), dictionaryLabel(PLAN_DICTIONARIES.timePeriod, plan.timePeriod, language)].filter(Boolean).join(' · ')}</p>
      </section>
      <List mode="card" header={t('plans.info.schedule')}>
        <List.Item extra={plan.template.name}>{t('plans.add.template')}</List.Item>
        <List.Item extra={dictionaryLabel(PLAN_DICTIONARIES.taskType, plan.taskType, language)}>{t('plans.add.taskType')}</List.Item>
        <List.Item extra={formatDateRange(plan.startDate, plan.endDate)}>{t('plans.info.dates')}</List.Item>
        <List.Item extra={t('plans.info.weeks', { count: plan.repeatWeeks })}>{t('plans.add.repeatWeeks')}</List.Item>
        <List.Item extra={plan.weekdays.length === 7 ? t('plans.info.everyDay') : plan.weekdays.map((d) => weekdayLabel(d, language)).join(' ')}>{t('plans.add.weekdays')}</List.Item>
      </List>
      <RowCard title={t('plans.info.trainees', { count: trainees.length })}>
        {trainees.map(({ traineeId, sessions }) => (
          <LinkRow key={traineeId} to={memberPlanInfoPath(traineeId)} title={sessions[0]?.nickName || t('app.name')} detail={t('plans.info.counts', countByStatus(sessions))} />
        ))}
      </RowCard>
      {open && (
        <div className="plan-actions">
          <Button block shape="rounded" size="large" color="primary" onClick={() => {
              setSheetKey((k) => k + 1);
              setModifying(true);
            }}>
            {t('plans.info.modify')}
          </Button>
          <Button block shape="rounded" size="large" color="danger" fill="outline" loading={change.isPending} onClick={() => void confirmCancel()}>
            {t('plans.info.cancelPlan')}
          </Button>
        </div>
      )}
      <ModifySheet key={sheetKey} plan={plan} open={modifying} onClose={() => setModifying(false)} />
    </>
  );
}

/** One plan for its coach (spec §2 planInfo): its state, each trainee's done / missed / upcoming sessions, modify and cancel. */
export function PlanInfoPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const plan = usePlan(id);
  const navigate = useNavigate();
  const share =
    id === null ? undefined : (
      <button type="button" className="plan-icon-button" aria-label={t('plans.share.share')} onClick={() => void navigate(sharePlanPath({ id }))}>
        <SendOutline aria-hidden />
      </button>
    );
  let body;
  if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (plan.data) body = <PlanView plan={plan.data} />;
  else if (plan.isError) body = <LoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  else body = <PageLoading />;
  return (
    <PageLayout title={t('plans.info.title')} right={share} className="plan-page">
      {body}
    </PageLayout>
  );
}
