import type { ActionDetail } from '@repwise/contracts';
import { Dialog } from 'antd-mobile';
import { DeleteOutline, EditSOutline, SendOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ActionDetailView } from '../../features/exercises/action-detail-view.tsx';
import type { EditLocationState } from '../../features/exercises/action-form/form-state.ts';
import { PinIcon } from '../../features/exercises/pin-mark.tsx';
import { useAction, useDeleteAction, usePinAction } from '../../features/exercises/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, createNewActionPath, shareActionPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { useSession } from '../../session/session-store.ts';
import './action-info.css';
import { dialogName } from '../../kit/dialog-name.ts';

/** A link without a usable id finds nothing, like an id the server does not know. */
const MISSING = new ApiError(404, '');

function DetailActions({ action }: { action: ActionDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const pin = usePinAction();
  const remove = useDeleteAction();

  const togglePin = () => {
    const pinned = !action.pinned;
    showToast(pinned ? t('exercises.pinnedToast') : t('exercises.unpinnedToast'), 'success');
    pin.mutate({ id: action.id, pinned }, { onError: (error) => showFailureToast(t('errors.modificationFailed'), error) });
  };

  const confirmDelete = () =>
    Dialog.confirm({
      ...dialogName(t('exercises.deleteTitle')),
      title: t('exercises.deleteTitle'),
      content: t('exercises.deleteConfirm', { name: action.name }),
      confirmText: <span className="dialog-danger">{t('exercises.delete')}</span>,
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(action.id);
        } catch (error) {
          showFailureToast(t('errors.deleteFailed'), error);
          return;
        }
        showToast(t('exercises.deleted'), 'success');
        if (location.key === 'default') void navigate(`${PATHS.actionHome}?scope=mine`, { replace: true });
        else void navigate(-1);
      },
    });

  const editState: EditLocationState = { fromInfo: true };
  const buttons = [
    { key: 'pin', label: action.pinned ? t('exercises.unpin') : t('exercises.pin'), icon: <PinIcon />, onClick: togglePin, pressed: action.pinned },
    { key: 'share', label: t('exercises.share'), icon: <SendOutline />, onClick: () => void navigate(shareActionPath(action.shareCode)) },
    ...(action.mine
      ? [
          { key: 'edit', label: t('exercises.edit'), icon: <EditSOutline />, onClick: () => void navigate(createNewActionPath(action.id), { state: editState }) },
          { key: 'delete', label: t('exercises.delete'), icon: <DeleteOutline />, onClick: () => void confirmDelete(), danger: true },
        ]
      : []),
  ];

  return (
    <div className="detail-actions" style={{ gridTemplateColumns: `repeat(${buttons.length}, 1fr)` }}>
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          className={`detail-action${b.pressed ? ' is-on' : ''}${b.danger ? ' is-danger' : ''}`}
          onClick={b.onClick}
        >
          <span className="detail-action-icon" aria-hidden>
            {b.icon}
          </span>
          <span>{b.label}</span>
        </button>
      ))}
    </div>
  );
}

/** One exercise: media, facts, key points and muscles, with pin, share, edit and delete. */
export function ActionInfoPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const detail = useAction(id);
  const coach = useSession().isCoach === 1;

  let body;
  if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (detail.data) {
    const action = detail.data;
    body = (
      <ActionDetailView action={action} actions={action.archived ? <p className="detail-archived">{t('exercises.archived')}</p> : <DetailActions action={action} />}>
        {/* A trainee's own sets of the exercise; coaches never train in the app (spec §6), so theirs could never fill. */}
        {!coach && (
          <section className="detail-card">
            <h2 className="detail-card-title">{t('exercises.history')}</h2>
            <p className="detail-muted">{t('exercises.historyHint')}</p>
          </section>
        )}
      </ActionDetailView>
    );
  } else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <PageLoading />;

  return (
    <PageLayout title={t('exercises.detailTitle')} className="action-info">
      {body}
    </PageLayout>
  );
}
