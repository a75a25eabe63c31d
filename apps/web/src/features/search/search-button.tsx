import { SearchOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import './search-button.css';

/** The search button of the home screens: opens the global search. */
export function SearchButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <button type="button" className="search-button" aria-label={t('home.search')} onClick={() => void navigate(PATHS.allSearch)}>
      <SearchOutline aria-hidden className="search-button-icon" />
    </button>
  );
}
