import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import './console.css';

/** The console's sections, in the order the navigation and the overview list them. */
export const CONSOLE_SECTIONS = [
  { key: 'overview', path: PATHS.consoleIndex },
  { key: 'articles', path: PATHS.consoleArticles },
  { key: 'categories', path: PATHS.consoleCategories },
  { key: 'exercises', path: PATHS.consoleExercises },
  { key: 'templates', path: PATHS.consoleTemplates },
  { key: 'vip', path: PATHS.consoleVip },
  { key: 'feedback', path: PATHS.consoleFeedback },
  { key: 'activity', path: PATHS.consoleActivity },
  { key: 'operators', path: PATHS.consoleOperators },
  { key: 'audit', path: PATHS.consoleAudit },
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['key'];

/**
 * The sections as a column beside the screen on a wide window. On a phone it is not drawn: the
 * overview lists the sections and the back arrow returns to it, so no row of links crowds a
 * 375 px screen.
 */
export function ConsoleNav({ current }: { current: ConsoleSection }) {
  const { t } = useI18n();
  return (
    <nav className="console-nav" aria-label={t('console.title')}>
      <ul>
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.key}>
            <Link to={section.path} className="console-nav-link" aria-current={section.key === current ? 'page' : undefined}>
              {t(`console.sections.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
