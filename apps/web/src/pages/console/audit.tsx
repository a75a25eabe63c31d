import type { ConsoleAuditEntry } from '@repwise/contracts';
import { useSearchParams } from 'react-router';
import { AuditEntry } from '../../features/console/audit-entry.tsx';
import { FilterSelect } from '../../features/console/filter-select.tsx';
import { AUDIT_ENTITIES, isAuditEntity, useConsoleAudit } from '../../features/console/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { ConsolePage } from './console-page.tsx';
import { consoleSkeleton } from '../../features/console/console-skeleton.ts';

const SKELETON = consoleSkeleton(3, ['50%', '80%']);

/** The audit log, newest first, by the kind of object changed; the filter lives in the route's query. */
export function ConsoleAuditPage() {
  const { t } = useI18n();
  const [query, setQuery] = useSearchParams();
  const param = query.get('entity');
  const entity = isAuditEntity(param) ? param : null;
  const list = useConsoleAudit(entity);
  return (
    <ConsolePage title={t('console.sections.audit')} section="audit">
      <div className="console-toolbar">
        <FilterSelect
          label={t('console.audit.entity')}
          value={entity ?? ''}
          options={[{ value: '', label: t('console.all') }, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`console.audit.entities.${e}`) }))]}
          onChange={(value) => setQuery(value === '' ? {} : { entity: value }, { replace: true })}
        />
      </div>
      <InfiniteList<ConsoleAuditEntry>
        query={list}
        count={(count) => t('console.audit.count', { count })}
        empty={<EmptyState hint={t('console.audit.empty')} />}
        skeleton={SKELETON}
        rowsClassName="console-rows console-feedback-list"
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <AuditEntry entry={entry} />}
      />
    </ConsolePage>
  );
}
