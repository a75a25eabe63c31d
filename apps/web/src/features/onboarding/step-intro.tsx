import './step-intro.css';

interface StepIntroProps {
  title: string;
  subtitle: string;
}

/** The heading of an onboarding step. */
export function StepIntro({ title, subtitle }: StepIntroProps) {
  return (
    <header className="step-intro">
      <h1 className="step-intro-title">{title}</h1>
      <p className="step-intro-subtitle">{subtitle}</p>
    </header>
  );
}
