import { CategoryForm } from '../../features/console/category-form.tsx';
import { useConsoleCategories } from '../../features/console/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { ConsolePage } from './console-page.tsx';

/** The knowledge library's categories: a new one, and each one's names and place (smaller first). */
export function ConsoleCategoriesPage() {
  const { t } = useI18n();
  const categories = useConsoleCategories();
  let list;
  if (categories.data) {
    list = (
      <ul className="console-plain-list">
        {categories.data.list.map((category) => (
          // Keyed by what it shows too: a saved change starts the row again from the stored values.
          <li key={`${category.id}:${category.nameEn}:${category.nameZh}:${category.sort}`} className="console-card">
            <CategoryForm category={category} />
          </li>
        ))}
      </ul>
    );
  } else if (categories.isError) list = <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  else list = <PageLoading />;
  return (
    <ConsolePage title={t('console.sections.categories')} section="categories">
      <section className="console-card" aria-labelledby="console-new-category">
        <h2 id="console-new-category" className="console-card-title">
          {t('console.categories.new')}
        </h2>
        <CategoryForm category={null} />
      </section>
      <h2 className="console-heading">{t('console.categories.existing')}</h2>
      {list}
    </ConsolePage>
  );
}
