import { Button, DatePicker, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PLAN_DICTIONARIES, dictionaryChoices } from '../../features/plans/labels.ts';
import { localToday } from '../../features/plans/month-grid.ts';
import { usePublishPlan } from '../../features/plans/queries.ts';
import { ScheduleFields } from '../../features/plans/schedule-fields.tsx';
import { RecipientPicker } from './recipient-picker.tsx';
import { NO_RECIPIENTS, hasRecipients, type Recipients } from '../../features/plans/recipients.ts';
import { TemplatePicker } from './template-picker.tsx';
import { useTemplate } from '../../features/templates/queries.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { ChoiceRow } from '../../kit/choice-row.tsx';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { FormRow } from '../../kit/form-row.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { planInfoPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import './plans.css';

type Field = 'template' | 'name' | 'type' | 'timePeriod' | 'startDate' | 'weekdays' | 'recipients';

/** The form's fields named by the server's `data.missing` when it refused a publish. */
function refusedFields(error: unknown): Field[] {
  const missing = error instanceof ApiError && typeof error.data === 'object' && error.data !== null && 'missing' in error.data ? (error.data as { missing: unknown }).missing : [];
  const fields: Record<string, Field> = { name: 'name', type: 'type', timePeriod: 'timePeriod', startDate: 'startDate', trainees: 'recipients' };
  return Array.isArray(missing) ? missing.flatMap((m) => (typeof m === 'string' && fields[m] ? [fields[m]] : [])) : [];
}

const toDate = (day: string) => new Date(`${day}T00:00:00`);
const fromDate = (at: Date) => localToday(at);

/** Publishes a template as a plan (spec §5: name, type, time period, date and trainees are required; repeat ≥ 1 week). */
export function AddPlanPage() {
  const { t, language } = useI18n();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const publish = usePublishPlan();
  const nameId = useId();
  const [templateId, setTemplateId] = useState<number | null>(parseId(query.get('templateId')));
  const template = useTemplate(templateId);
  // Until the coach types a name or picks a type, the chosen template's are used.
  const [typedName, setName] = useState<string | null>(null);
  const [pickedType, setType] = useState<string | null>(null);
  const [taskType, setTaskType] = useState('1');
  const [timePeriod, setTimePeriod] = useState<string | null>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [repeatWeeks, setRepeatWeeks] = useState(1);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [recipients, setRecipients] = useState<Recipients>(NO_RECIPIENTS);
  const [open, setOpen] = useState<'template' | 'date' | 'recipients' | null>(null);
  const [tried, setTried] = useState(false);
  // Fields the server found empty (data.missing of its refusal), marked like the form's own.
  const [refused, setRefused] = useState<Field[]>([]);

  const chosen = template.data;
  const name = typedName ?? chosen?.name ?? '';
  const type = pickedType ?? (chosen?.type || null);

  const missing: Field[] = (
    [
      ['template', templateId !== null],
      ['name', name.trim() !== ''],
      ['type', type !== null],
      ['timePeriod', timePeriod !== null],
      ['startDate', startDate !== null],
      ['weekdays', weekdays.length > 0],
      ['recipients', hasRecipients(recipients)],
    ] as const
  )
    .filter(([, ok]) => !ok)
    .map(([field]) => field);
  const errorOf = (field: Field) => (tried && (missing.includes(field) || refused.includes(field)) ? t(`plans.add.required.${field}`) : undefined);

  const submit = async () => {
    setTried(true);
    if (missing.length > 0 || templateId === null || !type || !timePeriod || !startDate) {
      showToast(t('plans.add.publishNeeds'));
      document.querySelector(`[data-field="${missing[0]}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    try {
      const plan = await publish.mutateAsync({ templateId, name: name.trim(), type, taskType, timePeriod, startDate, repeatWeeks, weekdays, ...recipients });
      // A team or tag with nobody in it yet: the plan stands, and reaches whoever joins.
      showToast(plan.sessions.length === 0 ? t('plans.add.publishedForNewMembers') : t('plans.add.published'), 'success');
      void navigate(planInfoPath(plan.id), { replace: true });
    } catch (error) {
      setRefused(refusedFields(error));
      showFailureToast(t('plans.add.publishFailed'), error);
    }
  };

  const recipientSummary = hasRecipients(recipients)
    ? [
        recipients.squadIds.length > 0 && t('plans.add.teamsChosen', { count: recipients.squadIds.length }),
        recipients.tags.length > 0 && t('plans.add.tagsChosen', { count: recipients.tags.length }),
        recipients.traineeIds.length > 0 && t('plans.add.traineesChosen', { count: recipients.traineeIds.length }),
      ]
        .filter(Boolean)
        .join(' · ')
    : null;

  return (
    <PageLayout title={t('plans.add.title')} className="plan-page has-bottom-bar">
      <FormCard title={t('plans.add.what')}>
        <FormRow
          label={t('plans.add.template')}
          field="template"
          value={chosen?.name ?? null}
          placeholder={t('plans.add.choose')}
          error={errorOf('template')}
          onOpen={() => setOpen('template')}
        />
        <FormBlock label={t('plans.add.name')} htmlFor={nameId} field="name" error={errorOf('name')}>
          <Input id={nameId} value={name} maxLength={INPUT_MAX_LENGTH} placeholder={t('plans.add.namePlaceholder')} onChange={setName} />
        </FormBlock>
        <ChoiceRow label={t('plans.add.type')} field="type" choices={dictionaryChoices(PLAN_DICTIONARIES.type, language)} value={type} placeholder={t('plans.add.choose')} error={errorOf('type')} onChange={setType} />
        <ChoiceRow label={t('plans.add.taskType')} choices={dictionaryChoices(PLAN_DICTIONARIES.taskType, language)} value={taskType} placeholder={t('plans.add.choose')} onChange={setTaskType} />
        <ChoiceRow
          label={t('plans.add.timePeriod')}
          field="timePeriod"
          choices={dictionaryChoices(PLAN_DICTIONARIES.timePeriod, language)}
          value={timePeriod}
          placeholder={t('plans.add.choose')}
          error={errorOf('timePeriod')}
          onChange={setTimePeriod}
        />
      </FormCard>
      <FormCard title={t('plans.add.when')}>
        <FormRow label={t('plans.add.startDate')} field="startDate" value={startDate === null ? null : formatDate(startDate)} placeholder={t('plans.add.choose')} error={errorOf('startDate')} onOpen={() => setOpen('date')} />
        <ScheduleFields repeatWeeks={repeatWeeks} weekdays={weekdays} onRepeatWeeks={setRepeatWeeks} onWeekdays={setWeekdays} weekdaysError={errorOf('weekdays')} />
      </FormCard>
      <FormCard title={t('plans.add.who')}>
        <FormRow label={t('plans.add.recipients')} field="recipients" value={recipientSummary} placeholder={t('plans.add.choose')} error={errorOf('recipients')} onOpen={() => setOpen('recipients')} />
      </FormCard>
      <TemplatePicker open={open === 'template'} chosen={templateId} onClose={() => setOpen(null)} onChoose={setTemplateId} />
      <RecipientPicker open={open === 'recipients'} onClose={() => setOpen(null)} value={recipients} onChange={setRecipients} />
      <DatePicker
        visible={open === 'date'}
        title={t('plans.add.startDate')}
        min={toDate(localToday())}
        max={toDate(`${new Date().getFullYear() + 2}-12-31`)}
        value={startDate ? toDate(startDate) : toDate(localToday())}
        onClose={() => setOpen(null)}
        onConfirm={(at) => setStartDate(fromDate(at))}
        mouseWheel
      />
      <BottomBar>
        <Button block color="primary" shape="rounded" size="large" loading={publish.isPending} onClick={() => void submit()}>
          {t('plans.add.publish')}
        </Button>
      </BottomBar>
    </PageLayout>
  );
}
