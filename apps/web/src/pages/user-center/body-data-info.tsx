import type { BodyDataEntry, UserDto } from '@repwise/contracts';
import { weightFromDisplay } from '@repwise/domain';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { PageLayout } from '../../kit/page-layout.tsx';
import { BodyTrend, type BodyField } from '../../features/user/body-trend.tsx';
import { useBodyDataHistory, useRecordBodyData } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import './body-data-info.css';

const FIELDS: readonly BodyField[] = ['weight', 'waist', 'chest', 'hip', 'height'];
const today = () => new Date().toLocaleDateString('sv');

function BodyData({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const units = user.units ?? 'kg';
  const { formatDate, formatMeasure, formatWeight, labelWithUnit, unitWord } = useFormat(units);
  const history = useBodyDataHistory();
  const recordDay = useRecordBodyData();
  const [day, setDay] = useState(today);
  const [values, setValues] = useState<Partial<Record<BodyField, string>>>({});
  const [chartField, setChartField] = useState<BodyField>('weight');

  const unitOf = (field: BodyField) => (field === 'weight' ? unitWord : t('baseInfo.unitCm'));
  /** A stored measurement as read: a weight in the person's unit, the rest in centimetres. */
  const describeValue = (field: BodyField) => (value: number) => (field === 'weight' ? formatWeight(value) : formatMeasure(value, t('baseInfo.unitCm')));

  const onSave = async () => {
    const body: Partial<Record<BodyField, number>> = {};
    for (const field of FIELDS) {
      const text = values[field]?.trim();
      if (!text) continue;
      const typed = Number(text);
      if (!Number.isFinite(typed)) {
        showToast(t('bodyData.notANumber', { field: t(`bodyData.fields.${field}`) }));
        return;
      }
      body[field] = field === 'weight' ? weightFromDisplay(typed, units) : typed;
    }
    if (Object.keys(body).length === 0) {
      showToast(t('bodyData.empty'));
      return;
    }
    try {
      await recordDay.mutateAsync({ measuredOn: day, ...body });
      setValues({});
      showToast(t('common.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  const entries: BodyDataEntry[] = history.data?.list ?? [];
  const describe = (entry: BodyDataEntry) =>
    FIELDS.filter((f) => entry[f] !== null)
      .map((f) => `${t(`bodyData.fields.${f}`)} ${describeValue(f)(entry[f] as number)}`)
      .join(' · ');

  return (
    <>
      <FormCard title={t('bodyData.record')}>
        <FormBlock label={t('bodyData.date')} htmlFor="body-day">
          <input id="body-day" className="body-data-date" type="date" max={today()} value={day} onChange={(e) => setDay(e.target.value)} />
        </FormBlock>
        <div className="body-data-grid">
          {FIELDS.map((field) => (
            <FormBlock key={field} label={labelWithUnit(t(`bodyData.fields.${field}`), unitOf(field))} htmlFor={`body-${field}`}>
              <Input id={`body-${field}`} inputMode="decimal" placeholder="—" value={values[field] ?? ''} onChange={(v) => setValues((old) => ({ ...old, [field]: v }))} />
            </FormBlock>
          ))}
        </div>
      </FormCard>
      <div className="body-data-actions">
        <Button block color="primary" size="large" shape="rounded" loading={recordDay.isPending} onClick={() => void onSave()}>
          {t('bodyData.save')}
        </Button>
      </div>

      <FormCard title={t('bodyData.trend')}>
        <div className="body-data-chips" role="group" aria-label={t('bodyData.trend')}>
          {FIELDS.slice(0, 4).map((field) => (
            <button key={field} type="button" className="body-data-chip" aria-pressed={chartField === field} onClick={() => setChartField(field)}>
              {t(`bodyData.fields.${field}`)}
            </button>
          ))}
        </div>
        <BodyTrend entries={entries} field={chartField} describe={describeValue(chartField)} label={t('bodyData.trendOf', { field: t(`bodyData.fields.${chartField}`) })} />
        {entries.filter((e) => e[chartField] !== null).length < 2 && <p className="body-data-hint">{t('bodyData.trendNeedsTwo')}</p>}
      </FormCard>

      <FormCard title={t('bodyData.history')}>
        {entries.length === 0 ? (
          <p className="body-data-hint">{history.isPending ? t('common.loading') : t('bodyData.noHistory')}</p>
        ) : (
          <ul className="body-data-history">
            {entries.map((entry) => (
              <li key={entry.measuredOn}>
                <span className="body-data-day">{formatDate(entry.measuredOn)}</span>
                <span className="body-data-values">{describe(entry)}</span>
              </li>
            ))}
          </ul>
        )}
      </FormCard>
    </>
  );
}

/** Body data (spec §2 bodyDataInfo): record a day, see the trend and the dated history. */
export function BodyDataInfoPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('bodyData.title')}>
      <WithUser>{(user) => <BodyData user={user} />}</WithUser>
    </PageLayout>
  );
}
