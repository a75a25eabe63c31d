import type { ArticleCategory } from '@repwise/contracts';
import { useI18n } from '../../i18n/index.ts';
import './category-chips.css';

interface CategoryChipsProps {
  categories: readonly ArticleCategory[];
  /** The chosen category; null is "All". */
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/** "All" and every category that has articles, as a row of chips that scrolls sideways on a narrow phone. */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const { t } = useI18n();
  const chips = [{ id: null, name: t('articles.all') }, ...categories.filter((c) => c.articles > 0).map((c) => ({ id: c.id, name: c.name }))];
  return (
    <div className="article-chips" role="group" aria-label={t('articles.categories')}>
      {chips.map((chip) => (
        <button key={chip.id ?? 'all'} type="button" className="article-chip" aria-pressed={chip.id === value} onClick={() => onChange(chip.id)}>
          <span className="article-chip-pill">{chip.name}</span>
        </button>
      ))}
    </div>
  );
}
