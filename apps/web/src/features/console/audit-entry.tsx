import type { ConsoleAuditEntry } from '@repwise/contracts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { changedFields } from './audit-diff.ts';
import { isAuditEntity } from './queries.ts';

/** One audit entry: who did what to which object and when, and the fields it changed, before and after. */
export function AuditEntry({ entry }: { entry: ConsoleAuditEntry }) {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const changes = changedFields(entry.before, entry.after);
  return (
    <article className="console-card console-audit" aria-label={t(`console.audit.actions.${entry.action}`)}>
      <header className="console-audit-head">
        <span className="console-cell-title">{t(`console.audit.actions.${entry.action}`)}</span>
        <span className="console-muted">{t('console.audit.object', { entity: isAuditEntity(entry.entity) ? t(`console.audit.entities.${entry.entity}`) : entry.entity, id: entry.entityId })}</span>
        <span className="console-muted">{entry.operator ? entry.operator.nickName : t('console.audit.system')}</span>
        <time className="console-muted" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </header>
      {changes.length === 0 ? (
        <p className="console-muted">{t('console.audit.noChange')}</p>
      ) : (
        <div className="console-table-box" tabIndex={0} role="region" aria-label={t('console.audit.changes')}>
          <table className="console-table console-diff">
            <caption className="visually-hidden">{t('console.audit.changes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.audit.field')}</th>
                <th scope="col">{t('console.audit.before')}</th>
                <th scope="col">{t('console.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td className="console-diff-before">{change.before}</td>
                  <td className="console-diff-after">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
