import type { ScheduledSession } from '@repwise/contracts';
import { useI18n } from '../../i18n/index.ts';

type Status = ScheduledSession['status'];

/** A session's status as a coloured word (the colour only repeats the word). */
export function SessionStatus({ status }: { status: Status }) {
  const { t } = useI18n();
  return <span className={`plan-status is-${status}`}>{t(`plans.status.${status}`)}</span>;
}
