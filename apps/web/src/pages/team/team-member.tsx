import type { SquadDetail, SquadMember } from '@repwise/contracts';
import { displayName, normalizeCode } from '@repwise/domain';
import { Button, Dialog } from 'antd-mobile';
import { MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { MemberRow } from '../../features/teams/member-row.tsx';
import { PromptDialog, type PromptSpec } from '../../features/teams/prompt-dialog.tsx';
import { addCoach, identifyCode, useLeaveSquad, useRemoveMembers, useSquadChange, useSquadMembers, useUpdateMember } from '../../features/teams/queries.ts';
import { useTeamLabels } from '../../features/teams/labels.ts';
import { TagSheet } from '../../features/teams/tag-sheet.tsx';
import { addTag } from '../../features/teams/tags.ts';
import { WithSquad } from '../../features/teams/with-squad.tsx';
import { useI18n } from '../../i18n/index.ts';
import { ActionMenu, type ActionMenuSpec } from '../../kit/action-menu.tsx';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { dialogName } from '../../kit/dialog-name.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PATHS, memberPath, scanStudentQrPath, squadPath } from '../../kit/paths.ts';
import { SearchToolbar } from '../../kit/search-toolbar.tsx';
import '../../features/teams/member-row.css';
import './team-pages.css';

const SKELETON = { rows: 6, rowClassName: 'member-row', coverClassName: 'member-row-avatar', textClassName: 'member-row-text', lineWidths: ['50%', '30%'] } as const;

/** The team at the top: its name, type, coaches and tags, and the way to its code and to managing it. */
function SquadHeader({ squad, onManage }: { squad: SquadDetail; onManage: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const labels = useTeamLabels();
  const coaches = squad.coaches.map((c) => displayName(c.nickName, t('app.name')) + (c.manager ? ` (${t('teams.role.manager')})` : '')).join(', ');
  return (
    <section className="team-card team-header" aria-labelledby="team-name">
      <h1 id="team-name" className="team-card-title">
        {squad.name}
      </h1>
      <p className="team-card-meta">{[labels.teamType(squad.type), squad.organisation.name, t('teams.list.members', { count: squad.memberCount })].filter(Boolean).join(' · ')}</p>
      <p className="team-card-meta">{t('teams.member.coaches', { names: coaches })}</p>
      <div className="team-header-actions">
        <Button shape="rounded" color="primary" onClick={() => void navigate(squadPath(PATHS.teamCodeShare, squad.id))}>
          {t('teams.member.codeAndQr')}
        </Button>
        <Button shape="rounded" fill="outline" color="primary" onClick={onManage}>
          <MoreOutline aria-hidden /> {t('teams.member.manage')}
        </Button>
      </div>
    </section>
  );
}

function TeamMembers({ squad }: { squad: SquadDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [tag, setTag] = useState('');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, SquadMember>>(new Map());
  const [menu, setMenu] = useState<ActionMenuSpec | null>(null);
  const [prompt, setPrompt] = useState<PromptSpec | null>(null);
  const [tagging, setTagging] = useState(false);
  const members = useSquadMembers(squad.id, keyword, tag);
  const update = useUpdateMember(squad.id);
  const remove = useRemoveMembers(squad.id);
  const disband = useLeaveSquad('disband');
  const inviteCoach = useSquadChange(addCoach);
  const manager = squad.role === 'manager';

  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Map());
  };

  const toggle = (member: SquadMember) => {
    const next = new Map(selected);
    if (next.has(member.userId)) next.delete(member.userId);
    else next.set(member.userId, member);
    setSelected(next);
  };

  const tagSelected = async (newTag: string) => {
    try {
      for (const m of selected.values()) {
        await update.mutateAsync({ id: squad.id, userId: m.userId, remark: m.remark, memberType: m.memberType, tags: addTag(m.tags, newTag) });
      }
      showToast(t('teams.member.tagged', { tag: newTag, count: selected.size }), 'success');
      stopSelecting();
    } catch (error) {
      showFailureToast(t('errors.modificationFailed'), error);
    }
  };

  const removeSelected = () =>
    Dialog.confirm({
      ...dialogName(t('teams.member.removeTitle', { count: selected.size })),
      title: t('teams.member.removeTitle', { count: selected.size }),
      content: t('teams.member.removeConfirm'),
      confirmText: <span className="dialog-danger">{t('teams.member.remove')}</span>,
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync([...selected.keys()]);
          showToast(t('teams.member.removed'), 'success');
          stopSelecting();
        } catch (error) {
          showFailureToast(t('errors.deleteFailed'), error);
        }
      },
    });

  /** A code refused as no coach's may be a team's or a trainee's: the dialog says which (issue 24 §8). */
  const otherCodeHint = async (code: string): Promise<false | { hint: string }> => {
    const identity = await identifyCode(code).catch(() => null);
    if (identity?.kind === 'team') return { hint: t('teams.otherCode.teamForInvite', { name: identity.team.name }) };
    if (identity?.kind === 'member') return { hint: t('teams.otherCode.memberForInvite') };
    return false;
  };

  const askInviteCoach = () =>
    setPrompt({
      title: t('teams.coach.inviteTitle'),
      message: t('teams.coach.inviteHint'),
      label: t('teams.coach.inviteLabel'),
      placeholder: t('teams.coach.invitePlaceholder'),
      confirmText: t('teams.coach.invite'),
      accepts: (text) => normalizeCode(text).length > 0,
      onConfirm: async (text) => {
        const code = normalizeCode(text);
        try {
          await inviteCoach.mutateAsync({ id: squad.id, inviteCode: code });
          showToast(t('teams.coach.invited'), 'success');
          return true;
        } catch (error) {
          showFailureToast(t('errors.addFailed'), error);
          return error instanceof ApiError && error.status === 400 ? otherCodeHint(code) : false;
        }
      },
    });

  const askDisband = () =>
    setPrompt({
      title: t('teams.disband.title'),
      message: t('teams.disband.confirm', { name: squad.name }),
      label: t('teams.disband.typeName'),
      placeholder: squad.name,
      confirmText: t('teams.disband.action'),
      danger: true,
      accepts: (text) => text.trim() === squad.name.trim(),
      onConfirm: async () => {
        try {
          await disband.mutateAsync(squad.id);
          showToast(t('teams.disband.done', { name: squad.name }), 'success');
          void navigate(PATHS.coachSquadList, { replace: true });
          return true;
        } catch (error) {
          showFailureToast(t('errors.deleteFailed'), error);
          return false;
        }
      },
    });

  const openManage = () =>
    setMenu({
      title: squad.name,
      actions: [
        { key: 'share', text: t('teams.member.codeAndQr'), onClick: () => void navigate(squadPath(PATHS.teamCodeShare, squad.id)) },
        { key: 'scan', text: t('teams.scanStudent.title'), onClick: () => void navigate(scanStudentQrPath({ squadId: squad.id })) },
        ...(manager
          ? [
              { key: 'coach', text: t('teams.coach.inviteTitle'), onClick: askInviteCoach },
              { key: 'transfer', text: t('teams.transfer.title'), onClick: () => void navigate(squadPath(PATHS.moveManageRight, squad.id)) },
              { key: 'disband', text: t('teams.disband.title'), danger: true, onClick: askDisband },
            ]
          : []),
      ],
    });

  const filters = ['', ...squad.tags];
  return (
    <>
      <SquadHeader squad={squad} onManage={openManage} />
      <SearchToolbar tabs={[]} tab="" onTab={() => undefined} keyword={keyword} onKeyword={setKeyword} placeholder={t('teams.member.search')} className="team-member-toolbar">
        {squad.tags.length > 0 && (
          <div className="team-tag-filter" role="group" aria-label={t('teams.member.filterByTag')}>
            {filters.map((value) => (
              <button key={value || 'all'} type="button" className={value === tag ? 'tag-chip is-chosen' : 'tag-chip'} aria-pressed={value === tag} onClick={() => setTag(value)}>
                {value || t('teams.member.allTags')}
              </button>
            ))}
          </div>
        )}
      </SearchToolbar>
      <div className="team-member-list">
        <InfiniteList
          query={members}
          count={(total) => t('teams.list.members', { count: total })}
          tools={
            <Button fill="none" className="team-nav-button" onClick={() => (selecting ? stopSelecting() : setSelecting(true))}>
              {selecting ? t('teams.member.done') : t('teams.member.select')}
            </Button>
          }
          empty={
            <EmptyState hint={keyword || tag ? t('teams.member.noMatch') : t('teams.member.empty')}>
              {!keyword && !tag && (
                <Button color="primary" shape="rounded" onClick={() => void navigate(squadPath(PATHS.teamCodeShare, squad.id))}>
                  {t('teams.member.codeAndQr')}
                </Button>
              )}
            </EmptyState>
          }
          skeleton={SKELETON}
          rowsClassName="member-rows"
          itemKey={(m) => m.userId}
          renderItem={(m) => (
            <MemberRow
              member={m}
              selected={selecting ? selected.has(m.userId) : undefined}
              onTap={() => (selecting ? toggle(m) : void navigate(memberPath(PATHS.teamMemberInfo, squad.id, m.userId)))}
            />
          )}
        />
      </div>
      {selecting && (
        <BottomBar className="team-select-bar">
          <Button shape="rounded" color="primary" disabled={selected.size === 0} loading={update.isPending} onClick={() => setTagging(true)}>
            {t('teams.member.tagCount', { count: selected.size })}
          </Button>
          <Button shape="rounded" color="danger" fill="outline" disabled={selected.size === 0} onClick={() => void removeSelected()}>
            {t('teams.member.removeCount', { count: selected.size })}
          </Button>
        </BottomBar>
      )}
      <TagSheet visible={tagging} title={t('teams.member.tagTitle', { count: selected.size })} tags={squad.tags} onPick={(picked) => void tagSelected(picked)} onClose={() => setTagging(false)} />
      <ActionMenu menu={menu} onClose={() => setMenu(null)} />
      <PromptDialog prompt={prompt} onClose={() => setPrompt(null)} />
    </>
  );
}

/** A team's members for its coaches (spec §2 TeamMember): search, filter by tag, select several to tag or remove; the team's management. */
export function TeamMemberPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('teams.member.title')} className="team-page team-member-page">
      <WithSquad>{(squad) => <TeamMembers squad={squad} />}</WithSquad>
    </PageLayout>
  );
}
