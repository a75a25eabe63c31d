import type { UserDto } from '@repwise/contracts';
import { displayName } from '@repwise/domain';
import { useI18n } from '../../i18n/index.ts';
import './home.css';

/** The greeting at the top of both homes. */
export function HomeHero({ user, subtitle }: { user: UserDto; subtitle: string }) {
  const { t } = useI18n();
  return (
    <header className="home-hero">
      <h1 className="home-hero-title">{t('home.greeting', { name: displayName(user.nickName, t('app.name')) })}</h1>
      <p className="home-hero-subtitle">{subtitle}</p>
    </header>
  );
}
