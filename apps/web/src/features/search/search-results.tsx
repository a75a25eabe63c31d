import type { SearchGroup, SearchItem } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { resultPath } from './result-path.ts';
import './search.css';

interface SearchResultsProps {
  groups: readonly SearchGroup[];
  /** The group whose next page is loading. */
  loadingMore: SearchGroup['type'] | null;
  onMore: (group: SearchGroup) => void;
  /** A result was opened: the search led somewhere (recent searches keep it). */
  onOpen: (item: SearchItem) => void;
}

/** The results in their groups, each under its heading with "More" while the group has more. */
export function SearchResults({ groups, loadingMore, onMore, onOpen }: SearchResultsProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className="search-groups">
      {groups.map((group) => (
        <section key={group.type} className="search-group" aria-labelledby={`search-group-${group.type}`}>
          <h2 id={`search-group-${group.type}`} className="search-group-title">
            {t(`search.type.${group.type}`)}
          </h2>
          <ul className="search-rows">
            {group.list.map((item) => (
              <li key={`${item.teamId ?? ''}-${item.id}`}>
                <button
                  type="button"
                  className="search-row"
                  onClick={() => {
                    onOpen(item);
                    void navigate(resultPath(item));
                  }}
                >
                  {item.coverUrl ? <img className="search-cover" src={item.coverUrl} alt="" loading="lazy" /> : <span className="search-cover is-empty" aria-hidden><SearchOutline /></span>}
                  <span className="search-texts">
                    <strong className="search-title">{item.title}</strong>
                    {item.subtitle && <span className="search-subtitle">{item.subtitle}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {group.next !== null && (
            <Button className="search-more" fill="none" color="primary" loading={loadingMore === group.type} onClick={() => onMore(group)}>
              {t('search.more')}
              <span className="visually-hidden"> {t(`search.type.${group.type}`)}</span>
            </Button>
          )}
        </section>
      ))}
    </div>
  );
}
