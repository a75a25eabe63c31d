import type { SquadSummary } from '@repwise/contracts';
import { normalizeCode } from '@repwise/domain';
import { Button, Dialog, Input } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useLeaveSquad, useMySquads } from '../../features/teams/queries.ts';
import { SquadRow } from '../../features/teams/squad-row.tsx';
import { useI18n } from '../../i18n/index.ts';
import { ActionMenu, type ActionMenuSpec } from '../../kit/action-menu.tsx';
import { dialogName } from '../../kit/dialog-name.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, scanTeamQrPath } from '../../kit/paths.ts';
import { Refreshable } from '../../kit/refreshable.tsx';
import './team-pages.css';

/** Join by code: the code's team is shown first (scanTeamQr), then joined there. */
function JoinByCode() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const inputId = useId();
  const [code, setCode] = useState('');
  const open = () => {
    const typed = normalizeCode(code);
    if (typed) void navigate(scanTeamQrPath({ code: typed }));
  };
  return (
    <section className="team-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="team-card-subtitle">
        {t('teams.join.title')}
      </h2>
      <p className="team-card-meta">{t('teams.join.hint')}</p>
      <form
        className="team-join-form"
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {t('teams.join.codeLabel')}
        </label>
        <Input id={inputId} className="team-join-input" value={code} placeholder={t('teams.join.codePlaceholder')} autoComplete="off" autoCapitalize="characters" maxLength={32} onChange={setCode} />
        <Button type="submit" color="primary" shape="rounded" disabled={!normalizeCode(code)}>
          {t('teams.join.next')}
        </Button>
      </form>
      <Button block shape="rounded" fill="outline" color="primary" className="team-join-scan" onClick={() => void navigate(PATHS.scanTeamQr)}>
        <ScanningOutline aria-hidden /> {t('teams.scanTeam.title')}
      </Button>
    </section>
  );
}

/** A trainee's teams (spec §2 userSquadList): join one by code or QR code, leave one; a disbanded one says so. */
export function UserSquadListPage() {
  const { t } = useI18n();
  const squads = useMySquads();
  const quit = useLeaveSquad('quit');
  const [menu, setMenu] = useState<ActionMenuSpec | null>(null);
  const mine = squads.data?.list.filter((s) => s.role === 'member') ?? [];

  const confirmQuit = (squad: SquadSummary) =>
    Dialog.confirm({
      ...dialogName(t('teams.quit.title')),
      title: t('teams.quit.title'),
      content: t('teams.quit.confirm', { name: squad.name }),
      confirmText: <span className="dialog-danger">{t('teams.quit.action')}</span>,
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await quit.mutateAsync(squad.id);
          showToast(t('teams.quit.done', { name: squad.name }), 'success');
        } catch (error) {
          showFailureToast(t('errors.modificationFailed'), error);
        }
      },
    });

  const openRow = (squad: SquadSummary) => {
    if (squad.disbandedAt !== null) {
      showToast(t('teams.list.disbandedHint'));
      return;
    }
    setMenu({ title: squad.name, actions: [{ key: 'quit', text: t('teams.quit.action'), danger: true, onClick: () => void confirmQuit(squad) }] });
  };

  let body;
  if (squads.isError) body = <LoadError error={squads.error} onRetry={() => void squads.refetch()} />;
  else if (!squads.data) body = <PageLoading />;
  else if (mine.length === 0) body = <EmptyState hint={t('teams.list.memberEmpty')} />;
  else {
    body = (
      <ul className="squad-rows" aria-label={t('teams.list.memberTitle')}>
        {mine.map((squad) => (
          <li key={squad.id}>
            <SquadRow squad={squad} onOpen={() => openRow(squad)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageLayout title={t('teams.list.memberTitle')} className="team-page">
      <Refreshable onRefresh={() => squads.refetch()}>
        <div className="team-list-body">
          <JoinByCode />
          {body}
        </div>
      </Refreshable>
      <ActionMenu menu={menu} onClose={() => setMenu(null)} />
    </PageLayout>
  );
}
