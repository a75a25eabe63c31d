import { POSITION, type Position } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { CheckCircleFill, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { PageLayout } from '../../kit/page-layout.tsx';
import { StepIntro } from '../../features/onboarding/step-intro.tsx';
import { useContinueOnboarding } from '../../features/onboarding/use-continue-onboarding.ts';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { showErrorToast } from '../../kit/notify.ts';
import '../../features/onboarding/onboarding.css';
import './select-role.css';

/** The role choice of the first login: 'I am a fitness coach' / 'I am a trainee' (spec §4). */
export function SelectRolePage() {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<Position | null>(null);
  const updateInfo = useUpdateInfo();
  const proceed = useContinueOnboarding();

  const roles = [
    { position: POSITION.coach, title: t('role.coach'), hint: t('role.coachHint'), icon: <TeamOutline /> },
    { position: POSITION.player, title: t('role.trainee'), hint: t('role.traineeHint'), icon: <UserOutline /> },
  ];

  const confirm = async () => {
    if (chosen === null) return;
    try {
      proceed(await updateInfo.mutateAsync({ position: chosen }));
    } catch (error) {
      showErrorToast(error, t('errors.modificationFailed'));
    }
  };

  return (
    <PageLayout title={t('app.name')} back={false}>
      <StepIntro title={t('role.title')} subtitle={t('role.subtitle')} />
      <div className="role-cards" role="radiogroup" aria-label={t('role.title')}>
        {roles.map((role) => {
          const selected = chosen === role.position;
          return (
            <button
              key={role.position}
              type="button"
              role="radio"
              aria-checked={selected}
              className={selected ? 'role-card role-card-selected' : 'role-card'}
              onClick={() => setChosen(role.position)}
            >
              <span className="role-card-icon" aria-hidden>
                {role.icon}
              </span>
              <span className="role-card-text">
                <span className="role-card-title">{role.title}</span>
                <span className="role-card-hint">{role.hint}</span>
              </span>
              {/* Only the chosen card shows a check; the others an empty ring, so none looks chosen before a tap. */}
              {selected ? <CheckCircleFill className="role-card-check" aria-hidden /> : <span className="role-card-ring" aria-hidden />}
            </button>
          );
        })}
      </div>
      <div className="onboarding-actions">
        <Button block color="primary" size="large" shape="rounded" disabled={chosen === null} loading={updateInfo.isPending} onClick={() => void confirm()}>
          {t('common.continue')}
        </Button>
      </div>
    </PageLayout>
  );
}
