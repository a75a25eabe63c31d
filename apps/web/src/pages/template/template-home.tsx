import type { TemplateSummary } from '@repwise/contracts';
import { Button, Dialog } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useCopyToMine } from '../../features/templates/copy-to-mine.tsx';
import { TemplateResults } from '../../features/templates/list/template-results.tsx';
import { TemplateToolbar } from '../../features/templates/list/template-toolbar.tsx';
import { useDeleteTemplates, useRefreshTemplateList, type TemplateScope } from '../../features/templates/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { templateInfoPath } from '../../kit/paths.ts';
import { Refreshable } from '../../kit/refreshable.tsx';
import './template-home.css';
import { dialogName } from '../../kit/dialog-name.ts';

function scopeOf(value: string | null): TemplateScope {
  return value === 'mine' || value === 'recent' ? value : 'official';
}

/** Choosing templates to delete, in Mine: who is chosen, and the ways in and out. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number> | null>(null);
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const start = useCallback((id?: number) => setSelected(new Set(id === undefined ? [] : [id])), []);
  const stop = useCallback(() => setSelected(null), []);
  return { selected, toggle, start, stop };
}

/**
 * The template home: official templates, the person's own and the recently used, with search,
 * copying an official one into Mine, and choosing several of one's own to delete.
 */
export function TemplateHomePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const scope = scopeOf(query.get('tab'));
  const keyword = query.get('keyword')?.trim() ?? '';
  const refresh = useRefreshTemplateList(scope, keyword);
  const { copyToMine } = useCopyToMine();
  const remove = useDeleteTemplates();
  const selection = useSelection();
  const choosing = scope === 'mine' && selection.selected !== null;

  const change = (next: { scope: TemplateScope; keyword: string }) => {
    const params = new URLSearchParams();
    if (next.scope !== 'official') params.set('tab', next.scope);
    if (next.keyword) params.set('keyword', next.keyword);
    setQuery(params, { replace: true });
    if (next.scope !== scope) selection.stop();
    window.scrollTo({ top: 0 });
  };
  const create = () => void navigate(templateInfoPath());

  const onCopy = useCallback((template: TemplateSummary) => void copyToMine({ id: template.id }), [copyToMine]);

  const ids = [...(selection.selected ?? [])];
  const confirmDelete = () =>
    Dialog.confirm({
      ...dialogName(t('templates.deleteTitle', { count: ids.length })),
      title: t('templates.deleteTitle', { count: ids.length }),
      content: t('templates.deleteConfirm'),
      confirmText: <span className="dialog-danger">{t('templates.delete')}</span>,
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(ids);
        } catch (error) {
          showFailureToast(t('errors.deleteFailed'), error);
          return;
        }
        showToast(t('templates.deleted'), 'success');
        selection.stop();
      },
    });

  const right = choosing ? (
    <Button className="template-home-nav-button" fill="none" size="small" onClick={selection.stop}>
      {t('common.cancel')}
    </Button>
  ) : (
    <Button className="template-home-nav-button" fill="none" size="small" onClick={create}>
      <AddOutline aria-hidden /> {t('templates.new')}
    </Button>
  );

  const tools = scope === 'mine' && !choosing && (
    <Button className="template-home-select" fill="none" size="small" onClick={() => selection.start()}>
      {t('templates.select')}
    </Button>
  );

  return (
    <PageLayout title={choosing ? t('templates.selectedCount', { count: ids.length }) : t('templates.title')} right={right} className="template-home">
      <TemplateToolbar className="template-home-toolbar" scope={scope} keyword={keyword} onChange={change} />
      <Refreshable onRefresh={refresh}>
        <div className="template-home-results">
          <TemplateResults
            scope={scope}
            keyword={keyword}
            tools={tools}
            mode={
              choosing && selection.selected
                ? { kind: 'select', selected: selection.selected, onToggle: selection.toggle }
                : { kind: 'link', onLongPress: scope === 'mine' ? selection.start : undefined, onCopy: scope === 'official' ? onCopy : undefined }
            }
            emptyAction={
              scope !== 'official' && !keyword && (
                <Button color="primary" shape="rounded" onClick={create}>
                  {t('templates.createFirst')}
                </Button>
              )
            }
          />
        </div>
      </Refreshable>
      {choosing && (
        <BottomBar>
          <Button block color="danger" shape="rounded" size="large" disabled={ids.length === 0} loading={remove.isPending} onClick={() => void confirmDelete()}>
            {t('templates.deleteCount', { count: ids.length })}
          </Button>
        </BottomBar>
      )}
    </PageLayout>
  );
}
