import type { SquadMemberDetail } from '@repwise/contracts';
import { GENDER, labelOf } from '@repwise/domain';
import { Avatar, Button, Dialog, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { memberName } from '../../features/teams/member-row.tsx';
import { useRemoveMembers, useSquadMember } from '../../features/teams/queries.ts';
import { useTeamLabels } from '../../features/teams/labels.ts';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/coaching/index.ts';
import '../../i18n/plans/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS, memberPath, memberPlanInfoPath, memberStatisticsPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import '../../features/teams/tags.css';
import './team-pages.css';

function MemberInfo({ squadId, member }: { squadId: number; member: SquadMemberDetail }) {
  const { t, language } = useI18n();
  const { formatDate, formatWeight } = useFormat();
  const navigate = useNavigate();
  const labels = useTeamLabels();
  const remove = useRemoveMembers(squadId);
  const name = memberName(member, t('app.name'));
  const dash = t('common.notSet');

  const confirmRemove = () =>
    Dialog.confirm({
      ...dialogName(t('teams.member.removeTitle', { count: 1 })),
      title: t('teams.member.removeTitle', { count: 1 }),
      content: t('teams.member.removeOne', { name }),
      confirmText: <span className="dialog-danger">{t('teams.member.remove')}</span>,
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync([member.userId]);
          showToast(t('teams.member.removed'), 'success');
          void navigate(-1);
        } catch (error) {
          showFailureToast(t('errors.deleteFailed'), error);
        }
      },
    });

  return (
    <>
      <section className="team-card team-member-card">
        <Avatar src={member.avatarUrl} className="team-member-avatar" aria-hidden />
        <div>
          <h1 className="team-card-title">{name}</h1>
          {member.remark && <p className="team-card-meta">{t('teams.info.nickName', { name: member.nickName || t('app.name') })}</p>}
          <p className="team-card-meta">{labels.memberType(member.memberType)}</p>
        </div>
      </section>
      <List mode="card" header={t('teams.info.inTeam')}>
        <List.Item extra={member.remark || dash}>{t('teams.info.remark')}</List.Item>
        <List.Item extra={labels.memberType(member.memberType) || dash}>{t('teams.info.memberType')}</List.Item>
        <List.Item
          description={
            member.tags.length > 0 ? (
              <ul className="tag-pills">
                {member.tags.map((tag) => (
                  <li key={tag} className="tag-pill">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              dash
            )
          }
        >
          {t('teams.info.tags')}
        </List.Item>
        <List.Item extra={formatDate(member.joinedAt)}>{t('teams.info.joined')}</List.Item>
      </List>
      <List mode="card" header={t('teams.info.baseInfo')}>
        <List.Item extra={member.mobile || dash}>{t('teams.info.mobile')}</List.Item>
        <List.Item extra={member.sex === null ? dash : labelOf(GENDER, member.sex, language)}>{t('baseInfo.gender')}</List.Item>
        <List.Item extra={member.age ?? dash}>{t('baseInfo.age')}</List.Item>
        <List.Item extra={member.height === null ? dash : `${member.height} ${t('baseInfo.unitCm')}`}>{t('baseInfo.height')}</List.Item>
        <List.Item extra={member.weight === null ? dash : formatWeight(member.weight)}>{t('baseInfo.weight')}</List.Item>
      </List>
      <div className="team-actions">
        <Button block shape="rounded" size="large" color="primary" fill="outline" onClick={() => void navigate(memberPlanInfoPath(member.userId, member.remark || member.nickName))}>
          {t('plans.member.link')}
        </Button>
        <Button block shape="rounded" size="large" color="primary" fill="outline" onClick={() => void navigate(memberStatisticsPath(member.userId))}>
          {t('coaching.member.link')}
        </Button>
        <Button block shape="rounded" size="large" color="primary" onClick={() => void navigate(memberPath(PATHS.editMemberInfo, squadId, member.userId))}>
          {t('teams.info.edit')}
        </Button>
        <Button block shape="rounded" size="large" color="danger" fill="outline" loading={remove.isPending} onClick={() => void confirmRemove()}>
          {t('teams.member.removeFromTeam')}
        </Button>
      </div>
    </>
  );
}

/** One member for the team's coaches (spec §2 teamMemberInfo): remark, type, tags and base info. */
export function TeamMemberInfoPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const squadId = parseId(query.get('id'));
  const userId = parseId(query.get('userId'));
  const member = useSquadMember(squadId, userId);
  let body;
  if (squadId === null || userId === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (member.data) body = <MemberInfo squadId={squadId} member={member.data} />;
  else if (member.isError) body = <LoadError error={member.error} onRetry={() => void member.refetch()} />;
  else body = <PageLoading />;
  return (
    <PageLayout title={t('teams.info.title')} className="team-page">
      {body}
    </PageLayout>
  );
}
