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
        <span className="console-muted">{t('console.audit.object', { entity: isAuditEntity(entry.entity) ? t(`console.audit.entityName.${entry.entity}`) : entry.entity, id: entry.entityId })}</span>
        <span className="console-muted">{entry.operator ? entry.operator.nickName : t('console.audit.system')}</span>
        <time className="console-muted" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </header>
      {changes.length === 0 ? (
        <p className="console-muted">{t('console.audit.noChange')}</p>
      ) : (
        // A field a block: its name, then its value before and after, side by side on a wide window.
        <dl className="console-diff">
          {changes.map((change) => (
            <div key={change.field} className="console-diff-field">
              <dt>{change.field}</dt>
              <dd className="console-diff-before">
                <span className="console-diff-label">{t('console.audit.before')}</span>
                <code>{change.before}</code>
              </dd>
              <dd className="console-diff-after">
                <span className="console-diff-label">{t('console.audit.after')}</span>
                <code>{change.after}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
