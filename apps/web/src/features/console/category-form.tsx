import type { ConsoleCategory } from '@repwise/contracts';
import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { useSaveCategory } from './queries.ts';

interface CategoryFormProps {
  /** The category to rename or reorder; null creates one. */
  category: ConsoleCategory | null;
}

/** A category's two names and its place (smaller sorts first): a row to change, or the form of a new one. */
export function CategoryForm({ category }: CategoryFormProps) {
  const { t } = useI18n();
  const save = useSaveCategory();
  const start = { nameEn: category?.nameEn ?? '', nameZh: category?.nameZh ?? '', sort: String(category?.sort ?? 0) };
  const [form, setForm] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const ids = { en: useId(), zh: useId(), sort: useId() };
  const changed = form.nameEn !== start.nameEn || form.nameZh !== start.nameZh || form.sort !== start.sort;

  const submit = async () => {
    const sort = Number(form.sort);
    let problem: string | null = null;
    if (form.nameEn.trim() === '' || form.nameZh.trim() === '') problem = t('console.categories.namesRequired');
    else if (!Number.isInteger(sort) || sort < 0 || sort > 10_000) problem = t('console.categories.sortRange');
    setError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({ ...(category ? { id: category.id } : {}), nameEn: form.nameEn.trim(), nameZh: form.nameZh.trim(), sort });
      showToast(t('common.saved'), 'success');
      if (!category) setForm({ nameEn: '', nameZh: '', sort: '0' });
    } catch (failure) {
      showFailureToast(t('errors.saveFailed'), failure);
    }
  };

  return (
    <div className="console-category">
      <div className="console-field">
        <label htmlFor={ids.en}>{t('console.categories.nameEn')}</label>
        <Input id={ids.en} value={form.nameEn} maxLength={40} onChange={(nameEn) => setForm((f) => ({ ...f, nameEn }))} />
      </div>
      <div className="console-field">
        <label htmlFor={ids.zh}>{t('console.categories.nameZh')}</label>
        <Input id={ids.zh} value={form.nameZh} maxLength={40} onChange={(nameZh) => setForm((f) => ({ ...f, nameZh }))} />
      </div>
      <div className="console-field console-field-narrow">
        <label htmlFor={ids.sort}>{t('console.categories.sort')}</label>
        <Input id={ids.sort} type="number" inputMode="numeric" value={form.sort} onChange={(sort) => setForm((f) => ({ ...f, sort }))} />
      </div>
      <div className="console-category-end">
        {category ? <span className="console-muted">{t('console.categories.articles', { count: category.articles })}</span> : null}
        <Button color="primary" fill={category ? 'outline' : 'solid'} disabled={category !== null && !changed} loading={save.isPending} onClick={() => void submit()}>
          {category ? t('common.save') : t('console.categories.create')}
        </Button>
      </div>
      {error ? (
        <p className="form-error console-category-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
