import type { SquadDetail, SquadMemberDetail } from '@repwise/contracts';
import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useTeamLabels } from '../../features/teams/labels.ts';
import { useSquadMember, useUpdateMember } from '../../features/teams/queries.ts';
import { TagEditor } from '../../features/teams/tag-editor.tsx';
import { MISSING, WithSquad } from '../../features/teams/with-squad.tsx';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { ChoiceRow } from '../../kit/choice-row.tsx';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { parseId } from '../../kit/route-params.ts';
import './team-pages.css';

function EditForm({ squad, member }: { squad: SquadDetail; member: SquadMemberDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const labels = useTeamLabels();
  const update = useUpdateMember(squad.id);
  const remarkId = useId();
  const tagId = useId();
  const [remark, setRemark] = useState(member.remark);
  const [tags, setTags] = useState<string[]>(member.tags);
  const [memberType, setMemberType] = useState(member.memberType);

  const save = async () => {
    try {
      await update.mutateAsync({ id: squad.id, userId: member.userId, remark: remark.trim(), tags, memberType });
      showToast(t('common.saved'), 'success');
      void navigate(-1);
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
    }
  };

  return (
    <>
      <FormCard title={member.nickName || t('app.name')}>
        <FormBlock label={t('teams.info.remark')} hint={t('teams.edit.remarkHint')} htmlFor={remarkId}>
          <Input id={remarkId} value={remark} maxLength={INPUT_MAX_LENGTH} placeholder={t('teams.edit.remarkPlaceholder')} onChange={setRemark} />
        </FormBlock>
        <ChoiceRow label={t('teams.info.memberType')} choices={labels.memberTypes} value={memberType || null} placeholder={t('teams.create.choose')} onChange={setMemberType} />
        <FormBlock label={t('teams.info.tags')} htmlFor={tagId}>
          <TagEditor tags={tags} onChange={setTags} suggestions={squad.tags} inputId={tagId} />
        </FormBlock>
      </FormCard>
      <BottomBar>
        <Button block color="primary" shape="rounded" size="large" loading={update.isPending} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </BottomBar>
    </>
  );
}

function WithMember({ squad }: { squad: SquadDetail }) {
  const [query] = useSearchParams();
  const userId = parseId(query.get('userId'));
  const member = useSquadMember(squad.id, userId);
  if (userId === null) return <LoadError error={MISSING} onRetry={() => undefined} />;
  if (member.data) return <EditForm squad={squad} member={member.data} />;
  if (member.isError) return <LoadError error={member.error} onRetry={() => void member.refetch()} />;
  return <PageLoading />;
}

/** A coach edits a member (spec §2 editMemberInfo): remark name, member type, tags. */
export function EditMemberInfoPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('teams.edit.title')} className="team-page has-bottom-bar">
      <WithSquad>{(squad) => <WithMember squad={squad} />}</WithSquad>
    </PageLayout>
  );
}
