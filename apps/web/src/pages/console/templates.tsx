import type { TemplateSummary } from '@repwise/contracts';
import { Button, Dialog, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { usePromoteTemplate } from '../../features/console/queries.ts';
import { TEMPLATES_KEY, useTemplateList } from '../../features/templates/queries.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { consoleTemplatePath } from '../../kit/paths.ts';
import { ConsolePage } from './console-page.tsx';
import { consoleSkeleton } from '../../features/console/console-skeleton.ts';

const SKELETON = consoleSkeleton(5, ['60%', '30%']);

type Shelf = 'official' | 'mine';

function Summary({ template }: { template: TemplateSummary }) {
  const { t } = useI18n();
  return (
    <>
      <span className="console-cell console-cell-title">{template.name}</span>
      <span className="console-cell console-cell-muted">{t('console.templates.counts', { blocks: template.blockCount, exercises: template.exerciseCount })}</span>
    </>
  );
}

/** One of the operator's own templates, with the button copying it to the official shelf. */
function PromoteRow({ template }: { template: TemplateSummary }) {
  const { t } = useI18n();
  const promote = usePromoteTemplate();
  const queryClient = useQueryClient();
  const confirm = () =>
    Dialog.confirm({
      ...dialogName(t('console.templates.promote')),
      content: t('console.templates.promoteConfirm', { name: template.name }),
      confirmText: t('console.templates.promote'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await promote.mutateAsync(template.id);
          await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
          showToast(t('console.templates.promoted'), 'success');
        } catch (error) {
          showFailureToast(t('errors.saveFailed'), error);
        }
      },
    });
  return (
    <div className="console-row console-two-columns console-row-with-action">
      <Summary template={template} />
      <Button size="small" color="primary" fill="outline" className="console-row-action" onClick={() => void confirm()}>
        {t('console.templates.promote')}
      </Button>
    </div>
  );
}

/** The official templates (series.listZt), each opening the template editor, and one's own to add to them. */
export function ConsoleTemplatesPage() {
  const { t } = useI18n();
  const [query, setQuery] = useSearchParams();
  const shelf: Shelf = query.get('shelf') === 'mine' ? 'mine' : 'official';
  const list = useTemplateList(shelf, '');
  return (
    <ConsolePage title={t('console.sections.templates')} section="templates">
      <Tabs activeKey={shelf} onChange={(key) => setQuery(key === 'mine' ? { shelf: 'mine' } : {}, { replace: true })}>
        <Tabs.Tab title={t('console.templates.official')} key="official" />
        <Tabs.Tab title={t('console.templates.mine')} key="mine" />
      </Tabs>
      {shelf === 'mine' ? <p className="console-hint">{t('console.templates.mineHint')}</p> : null}
      <InfiniteList<TemplateSummary>
        query={list}
        count={(count) => t('console.templates.count', { count })}
        empty={<EmptyState hint={shelf === 'mine' ? t('console.templates.mineEmpty') : t('console.templates.empty')} />}
        skeleton={SKELETON}
        rowsClassName="console-rows"
        itemKey={(template) => template.id}
        renderItem={(template) =>
          shelf === 'official' ? (
            <Link className="console-row console-two-columns" to={consoleTemplatePath(template.id)}>
              <Summary template={template} />
            </Link>
          ) : (
            <PromoteRow template={template} />
          )
        }
      />
    </ConsolePage>
  );
}
