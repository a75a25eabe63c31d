import { OperatorGrantForm, OperatorRow } from '../../features/console/operator-list.tsx';
import { useConsoleOperators } from '../../features/console/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useUserInfo } from '../../session/current-user.ts';
import { ConsolePage } from './console-page.tsx';

/** Who runs this installation: grant the role by mobile, revoke it (not one's own, not one from OPERATOR_MOBILES). */
export function ConsoleOperatorsPage() {
  const { t } = useI18n();
  const operators = useConsoleOperators();
  const self = useUserInfo().data?.id ?? 0;
  let list;
  if (operators.data) {
    list = (
      <ul className="console-rows console-plain-list">
        {operators.data.list.map((operator) => (
          <li key={operator.userId}>
            <OperatorRow operator={operator} selfId={self} />
          </li>
        ))}
      </ul>
    );
  } else if (operators.isError) list = <LoadError error={operators.error} onRetry={() => void operators.refetch()} />;
  else list = <PageLoading />;
  return (
    <ConsolePage title={t('console.sections.operators')} section="operators">
      <OperatorGrantForm />
      <h2 className="console-heading">{t('console.operators.listTitle', { count: operators.data?.list.length ?? 0 })}</h2>
      {list}
    </ConsolePage>
  );
}
