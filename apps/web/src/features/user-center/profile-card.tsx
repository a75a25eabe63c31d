import type { UserDto } from '@repwise/contracts';
import { POSITION_ROLE, displayName, labelOf, maskMobile } from '@repwise/domain';
import { Avatar, Tag } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import './profile-card.css';

/** Avatar, name, masked number and role at the top of My. */
export function ProfileCard({ user }: { user: UserDto }) {
  const { t, language } = useI18n();
  const role = user.position === null ? t('my.roleUnset') : labelOf(POSITION_ROLE, user.position, language);
  return (
    <section className="profile-card">
      <Avatar src={user.avatarUrl} className="profile-card-avatar" alt={t('my.avatar')} />
      <div className="profile-card-text">
        <h1 className="profile-card-name">{displayName(user.nickName, t('app.name'))}</h1>
        <p className="profile-card-mobile">{maskMobile(user.mobile)}</p>
      </div>
      <Tag round color="primary" fill="outline" className="profile-card-role">
        {role}
      </Tag>
    </section>
  );
}
