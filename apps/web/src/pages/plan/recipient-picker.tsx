import type { SquadSummary } from '@repwise/contracts';
import { Button, Checkbox, Popup } from 'antd-mobile';
import '../../kit/accessible-checkbox.css';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useLinkedTrainees, useMySquads, useSquad, useSquadMembers } from '../../features/teams/queries.ts';
import { memberName } from '../../features/teams/member-row.tsx';
import { toggled, type Recipients } from '../../features/plans/recipients.ts';

interface PickerProps {
  value: Recipients;
  onChange: (next: Recipients) => void;
}

/** One team: the whole of it, its tags, or some of its members. */
function TeamRecipients({ squad, value, onChange }: PickerProps & { squad: SquadSummary }) {
  const { t } = useI18n();
  const detail = useSquad(squad.id);
  const members = useSquadMembers(squad.id, '', '');
  const rows = members.data?.pages.flatMap((p) => p.list) ?? [];
  const whole = value.squadIds.includes(squad.id);
  return (
    <section className="plan-recipients-team" aria-labelledby={`plan-team-${squad.id}`}>
      <h3 id={`plan-team-${squad.id}`} className="plan-recipients-team-name">
        {squad.name}
      </h3>
      <Checkbox className="plan-check accessible-checkbox" checked={whole} onChange={() => onChange({ ...value, squadIds: toggled(value.squadIds, squad.id) })}>
        {t('plans.add.wholeTeam', { count: squad.memberCount })}
      </Checkbox>
      {(detail.data?.tags.length ?? 0) > 0 && <p className="plan-muted">{t('plans.add.byTag')}</p>}
      {(detail.data?.tags.length ?? 0) > 0 && (
        <div className="plan-recipients-tags" role="group" aria-label={t('plans.add.tagsOf', { name: squad.name })}>
          {detail.data?.tags.map((tag) => (
            <button key={tag} type="button" className="plan-chip" aria-pressed={value.tags.includes(tag)} onClick={() => onChange({ ...value, tags: toggled(value.tags, tag) })}>
              {tag}
            </button>
          ))}
        </div>
      )}
      {!whole && rows.length > 0 && <p className="plan-muted">{t('plans.add.orMembers')}</p>}
      {!whole &&
        rows.map((m) => (
          <Checkbox key={m.userId} className="plan-check accessible-checkbox" checked={value.traineeIds.includes(m.userId)} onChange={() => onChange({ ...value, traineeIds: toggled(value.traineeIds, m.userId) })}>
            {memberName(m, t('app.name'))}
          </Checkbox>
        ))}
      {!whole && members.hasNextPage && (
        <Button fill="none" color="primary" loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
          {t('plans.add.moreMembers')}
        </Button>
      )}
    </section>
  );
}

/** The trainees linked by the coach's invitation code, one by one; nothing shows while there are none. */
function LinkedRecipients({ value, onChange }: PickerProps) {
  const { t } = useI18n();
  const linked = useLinkedTrainees();
  const rows = linked.data?.pages.flatMap((p) => p.list) ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="plan-recipients-team" aria-labelledby="plan-linked-trainees">
      <h3 id="plan-linked-trainees" className="plan-recipients-team-name">
        {t('plans.add.linkedTrainees')}
      </h3>
      <p className="plan-muted">{t('plans.add.linkedHint')}</p>
      {rows.map((p) => (
        <Checkbox key={p.id} className="plan-check accessible-checkbox" checked={value.traineeIds.includes(p.id)} onChange={() => onChange({ ...value, traineeIds: toggled(value.traineeIds, p.id) })}>
          {p.nickName || t('app.name')}
        </Checkbox>
      ))}
      {linked.hasNextPage && (
        <Button fill="none" color="primary" loading={linked.isFetchingNextPage} onClick={() => void linked.fetchNextPage()}>
          {t('plans.add.moreMembers')}
        </Button>
      )}
    </section>
  );
}

/** The coach's teams, each with its tags and members to choose from, and the trainees linked by code. */
export function RecipientPicker({ open, onClose, value, onChange }: PickerProps & { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const squads = useMySquads();
  const coached = (squads.data?.list ?? []).filter((s) => s.role !== 'member' && s.disbandedAt === null);
  const linked = useLinkedTrainees();
  const hasLinked = (linked.data?.pages[0]?.list.length ?? 0) > 0;
  let teams;
  if (squads.isError) teams = <LoadError error={squads.error} onRetry={() => void squads.refetch()} />;
  else if (!squads.data) teams = <PageLoading />;
  else if (coached.length === 0) teams = hasLinked ? null : <p className="plan-muted">{t('plans.add.noTeams')}</p>;
  else teams = coached.map((squad) => <TeamRecipients key={squad.id} squad={squad} value={value} onChange={onChange} />);
  const body = (
    <>
      {teams}
      <LinkedRecipients value={value} onChange={onChange} />
    </>
  );
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="plan-popup" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="plan-recipients-title">
        <h2 id="plan-recipients-title" className="plan-popup-title">
          {t('plans.add.recipients')}
        </h2>
        <div className="plan-popup-scroll">{body}</div>
        <Button block color="primary" shape="rounded" size="large" onClick={onClose}>
          {t('plans.add.done')}
        </Button>
      </div>
    </Popup>
  );
}
