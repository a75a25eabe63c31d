import type { SquadMember } from '@repwise/contracts';
import { displayName } from '@repwise/domain';
import { Avatar } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useI18n } from '../../i18n/index.ts';
import { useTeamLabels } from './labels.ts';
import './member-row.css';
import './tags.css';

interface MemberRowProps {
  member: SquadMember;
  /** In select mode: whether the member is ticked; undefined outside it. */
  selected?: boolean | undefined;
  onTap: () => void;
}

/** The name a coach sees: their remark for the member, else the member's own nickname. */
export function memberName(member: Pick<SquadMember, 'remark' | 'nickName'>, productName: string): string {
  return member.remark || displayName(member.nickName, productName);
}

/** One member of a team: avatar, name (the coach's remark first), member type and tags; a checkbox in select mode. */
export function MemberRow({ member, selected, onTap }: MemberRowProps) {
  const { t } = useI18n();
  const labels = useTeamLabels();
  const name = memberName(member, t('app.name'));
  const selecting = selected !== undefined;
  const body = (
    <>
      <Avatar src={member.avatarUrl} className="member-row-avatar" aria-hidden />
      <span className="member-row-text">
        <span className="member-row-name">
          {name}
          {member.remark && member.nickName && member.remark !== member.nickName && <span className="member-row-nick"> ({member.nickName})</span>}
        </span>
        <span className="member-row-meta">
          <span>{labels.memberType(member.memberType)}</span>
          {member.tags.map((tag) => (
            <span key={tag} className="tag-pill">
              {tag}
            </span>
          ))}
        </span>
      </span>
    </>
  );
  if (selecting) {
    return (
      <label className={selected ? 'member-row is-checked' : 'member-row'}>
        <input type="checkbox" className="visually-hidden" checked={selected} onChange={onTap} />
        {body}
        <span className="member-row-check" aria-hidden>
          {selected && <CheckOutline />}
        </span>
      </label>
    );
  }
  return (
    <button type="button" className="member-row" onClick={onTap}>
      {body}
      <RightOutline className="member-row-arrow" aria-hidden />
    </button>
  );
}
