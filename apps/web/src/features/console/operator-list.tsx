import type { ConsoleOperator } from '@repwise/contracts';
import { Button, Dialog, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { useGrantOperator, useRevokeOperator } from './queries.ts';

/** Makes the person with this mobile an operator; they must have an account already. */
export function OperatorGrantForm() {
  const { t } = useI18n();
  const grant = useGrantOperator();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const value = mobile.trim();
    setError(value === '' ? t('console.operators.mobileRequired') : null);
    if (value === '') return;
    try {
      const granted = await grant.mutateAsync(value);
      showToast(t('console.operators.granted', { name: granted.nickName }), 'success');
      setMobile('');
    } catch (failure) {
      showFailureToast(t('errors.saveFailed'), failure);
    }
  };
  return (
    <div className="console-form-narrow">
      <FormCard title={t('console.operators.grantTitle')}>
        <FormBlock label={t('console.operators.mobile')} hint={t('console.operators.grantHint')} htmlFor={id} error={error ?? undefined} required>
          <Input id={id} type="tel" inputMode="tel" value={mobile} maxLength={20} onChange={setMobile} />
        </FormBlock>
        <div className="console-form-actions">
          <Button color="primary" loading={grant.isPending} onClick={() => void submit()}>
            {t('console.operators.grant')}
          </Button>
        </div>
      </FormCard>
    </div>
  );
}

/** Why an operator's role cannot be ended here, if it cannot. */
function revokeBlock(operator: ConsoleOperator, selfId: number): 'self' | 'environment' | null {
  if (operator.userId === selfId) return 'self';
  return operator.fromEnvironment ? 'environment' : null;
}

/** One operator: who, since when, granted by whom, and Revoke (disabled, with the reason, for oneself and those of OPERATOR_MOBILES). */
export function OperatorRow({ operator, selfId }: { operator: ConsoleOperator; selfId: number }) {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const revoke = useRevokeOperator();
  const reasonId = useId();
  const blocked = revokeBlock(operator, selfId);
  const confirm = () =>
    Dialog.confirm({
      ...dialogName(t('console.operators.revoke')),
      content: t('console.operators.revokeConfirm', { name: operator.nickName }),
      confirmText: t('console.operators.revoke'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(operator.userId);
          showToast(t('console.operators.revoked'), 'success');
        } catch (failure) {
          showFailureToast(t('errors.saveFailed'), failure);
        }
      },
    });
  return (
    <div className="console-row console-operator-row">
      <span className="console-cell console-cell-title">
        {operator.nickName} <span className="console-muted">{operator.mobile}</span>
      </span>
      <span className="console-cell console-cell-muted">
        {operator.grantedBy
          ? t('console.operators.sinceBy', { at: formatDateTime(operator.since), name: operator.grantedBy.nickName })
          : t('console.operators.sinceEnvironment', { at: formatDateTime(operator.since) })}
      </span>
      <span className="console-cell console-row-end">
        <Button fill="outline" color="danger" disabled={blocked !== null} aria-describedby={blocked ? reasonId : undefined} onClick={() => void confirm()}>
          {t('console.operators.revoke')}
        </Button>
        {blocked ? (
          <span id={reasonId} className="console-muted console-reason">
            {t(`console.operators.cannotRevoke.${blocked}`)}
          </span>
        ) : null}
      </span>
    </div>
  );
}
