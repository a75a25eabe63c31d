import type { UserDto } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import { markSkipped, type OnboardingSkips } from '../../session/onboarding-flags.ts';
import { useContinueOnboarding } from './use-continue-onboarding.ts';
import './onboarding.css';

interface SkippableStepActionsProps {
  user: UserDto;
  step: keyof OnboardingSkips;
  submitText: string;
  submitting: boolean;
}

/** The buttons under a step that may be skipped (spec §4): submit its form, or skip it, which counts it as done. */
export function SkippableStepActions({ user, step, submitText, submitting }: SkippableStepActionsProps) {
  const { t } = useI18n();
  const proceed = useContinueOnboarding();
  const skip = () => {
    markSkipped(user.id, step);
    proceed(user);
  };
  return (
    <div className="onboarding-actions">
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={submitting}>
        {submitText}
      </Button>
      <Button block fill="none" size="large" onClick={skip}>
        {t('common.skip')}
      </Button>
    </div>
  );
}
