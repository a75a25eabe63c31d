import { Button, Checkbox, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { useGrantVip } from './queries.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Grants, extends or ends a person's VIP membership of an organisation, through the operator
 * route the app already has (user.grantVip): their mobile, the organisation's id, and the last
 * day, or "end it now".
 */
export function VipGrantForm() {
  const { t } = useI18n();
  const grant = useGrantVip();
  const ids = { mobile: useId(), group: useId(), until: useId() };
  const [form, setForm] = useState({ mobile: '', groupId: '', until: '', end: false });
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const groupId = Number(form.groupId);
    let problem: string | null = null;
    if (form.mobile.trim() === '') problem = t('console.vip.mobileRequired');
    else if (!Number.isInteger(groupId) || groupId < 1) problem = t('console.vip.groupRequired');
    else if (!form.end && !DAY.test(form.until)) problem = t('console.vip.untilRequired');
    setError(problem);
    if (problem) return;
    try {
      await grant.mutateAsync({ mobile: form.mobile.trim(), groupId, expiresOn: form.end ? null : form.until });
      showToast(form.end ? t('console.vip.ended') : t('console.vip.granted'), 'success');
      setForm({ mobile: '', groupId: '', until: '', end: false });
    } catch (failure) {
      showFailureToast(t('errors.saveFailed'), failure);
    }
  };

  return (
    <div className="console-form-narrow">
      <FormCard title={t('console.vip.grantTitle')}>
        <FormBlock label={t('console.vip.mobile')} htmlFor={ids.mobile} required>
          <Input id={ids.mobile} type="tel" inputMode="tel" value={form.mobile} maxLength={32} onChange={(mobile) => setForm((f) => ({ ...f, mobile }))} />
        </FormBlock>
        <FormBlock label={t('console.vip.groupId')} hint={t('console.vip.groupIdHint')} htmlFor={ids.group} required>
          <Input id={ids.group} type="number" inputMode="numeric" value={form.groupId} onChange={(groupId) => setForm((f) => ({ ...f, groupId }))} />
        </FormBlock>
        <FormBlock label={t('console.vip.until')} htmlFor={form.end ? undefined : ids.until}>
          <input id={ids.until} className="console-date" type="date" value={form.until} disabled={form.end} onChange={(event) => setForm((f) => ({ ...f, until: event.target.value }))} />
          <Checkbox className="console-checkbox" checked={form.end} onChange={(end) => setForm((f) => ({ ...f, end }))}>
            {t('console.vip.endNow')}
          </Checkbox>
        </FormBlock>
        {error ? (
          <p className="form-error console-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="console-form-actions">
          <Button color="primary" loading={grant.isPending} onClick={() => void submit()}>
            {form.end ? t('console.vip.endSubmit') : t('console.vip.grantSubmit')}
          </Button>
        </div>
      </FormCard>
    </div>
  );
}
