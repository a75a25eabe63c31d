import type { ConsoleArticle, ConsoleCategory } from '@repwise/contracts';
import { Button, Input, Tabs, TextArea } from 'antd-mobile';
import { useCallback, useId, useRef, useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { useLeaveGuard } from '../../kit/use-leave-guard.ts';
import { ARTICLE_EDIT_LANGUAGES, draftFromArticle, draftLanguages, draftProblem, draftToBody, EMPTY_DRAFT, sameDraft, type ArticleDraft, type ArticleLanguage, type DraftProblem, type TextDraft } from './article-draft.ts';
import { MissingLanguages, StatusTag } from './article-row.tsx';
import { categoryName } from './category-name.ts';
import { CoverField } from './cover-field.tsx';
import { useArticlePreview, usePublishArticle, useSaveArticle } from './queries.ts';

/** The Markdown of one language as readers will get it, rendered by the server's one renderer. */
function Preview({ bodyMd }: { bodyMd: string }) {
  const { t } = useI18n();
  const preview = useArticlePreview(bodyMd, true);
  if (bodyMd.trim() === '') return <p className="console-muted">{t('console.articles.previewEmpty')}</p>;
  if (preview.isError) return <p className="form-error">{t('console.articles.previewFailed')}</p>;
  if (!preview.data) return <p className="console-muted">{t('common.loading')}</p>;
  return (
    <div className="console-preview">
      <p className="console-muted">{t('console.articles.readingMinutes', { minutes: preview.data.readingMinutes })}</p>
      {/* The server's HTML: Markdown with raw HTML escaped, as readers get it. */}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: preview.data.bodyHtml }} />
    </div>
  );
}

interface TextFieldsProps {
  language: ArticleLanguage;
  text: TextDraft;
  onChange: (text: TextDraft) => void;
}

/** One language's title, summary and Markdown body, with the body's Write and Preview tabs. */
function TextFields({ language, text, onChange }: TextFieldsProps) {
  const { t } = useI18n();
  const ids = { title: useId(), summary: useId(), body: useId() };
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const set = (key: keyof TextDraft, value: string) => onChange({ ...text, [key]: value });
  return (
    <div className="console-text-fields" lang={language}>
      <FormBlock label={t('console.articles.titleField')} htmlFor={ids.title}>
        <Input id={ids.title} value={text.title} maxLength={120} onChange={(v) => set('title', v)} />
      </FormBlock>
      <FormBlock label={t('console.articles.summaryField')} htmlFor={ids.summary}>
        <TextArea id={ids.summary} value={text.summary} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} onChange={(v) => set('summary', v)} />
      </FormBlock>
      <FormBlock label={t('console.articles.bodyField')} htmlFor={tab === 'write' ? ids.body : undefined} hint={t('console.articles.bodyHint')}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key === 'preview' ? 'preview' : 'write')} className="console-body-tabs">
          <Tabs.Tab title={t('console.articles.write')} key="write" />
          <Tabs.Tab title={t('console.articles.preview')} key="preview" />
        </Tabs>
        {tab === 'write' ? (
          <TextArea id={ids.body} className="console-markdown" value={text.bodyMd} maxLength={50_000} autoSize={{ minRows: 10, maxRows: 30 }} onChange={(v) => set('bodyMd', v)} />
        ) : (
          <Preview bodyMd={text.bodyMd.trim()} />
        )}
      </FormBlock>
    </div>
  );
}

interface ArticleEditorProps {
  /** The stored article; null for a new draft. */
  article: ConsoleArticle | null;
  categories: readonly ConsoleCategory[];
  /** A new draft was stored: the screen moves to its address. */
  onCreated: (article: ConsoleArticle) => void;
}

/**
 * An article in both languages: category, cover, and per language its title, summary and
 * Markdown (with the server's preview). Save stores the texts and keeps the status; Publish
 * saves what is on screen first, so what goes out is what the operator sees.
 */
export function ArticleEditor({ article, categories, onCreated }: ArticleEditorProps) {
  const { t, language } = useI18n();
  const { formatDateTime } = useFormat();
  const initial = article ? draftFromArticle(article) : EMPTY_DRAFT;
  const [saved, setSaved] = useState<{ article: ConsoleArticle | null; draft: ArticleDraft }>({ article, draft: initial });
  const [draft, setDraft] = useState<ArticleDraft>(initial);
  const [textLanguage, setTextLanguage] = useState<ArticleLanguage>(language);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const save = useSaveArticle();
  const publish = usePublishArticle();
  const categoryId = useId();
  const leaving = useRef(false);

  const dirty = !sameDraft(draft, saved.draft);
  useLeaveGuard(useCallback(() => dirty && !leaving.current, [dirty]), { title: t('console.articles.leaveTitle'), content: t('console.articles.leaveConfirm') });

  const problemText = (found: DraftProblem) =>
    found.code === 'incomplete' ? t('console.articles.problem.incomplete', { language: t(`languages.${found.language}`) }) : t(`console.articles.problem.${found.code}`);

  /** Stores the draft when it changed; answers the stored article, or null when it could not be. */
  const store = async (): Promise<ConsoleArticle | null> => {
    if (!dirty && saved.article) return saved.article;
    const found = draftProblem(draft);
    setProblem(found);
    if (found) {
      if (found.code === 'incomplete') setTextLanguage(found.language);
      showToast(problemText(found));
      return null;
    }
    try {
      const stored = await save.mutateAsync(draftToBody(draft, saved.article?.id ?? null));
      setSaved({ article: stored, draft });
      return stored;
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
      return null;
    }
  };

  const onSave = async () => {
    const stored = await store();
    if (!stored) return;
    showToast(t('common.saved'), 'success');
    if (!article) {
      leaving.current = true;
      onCreated(stored);
    }
  };

  const onPublish = async (published: boolean) => {
    const stored = await store();
    if (!stored) return;
    try {
      const changed = await publish.mutateAsync({ id: stored.id, published });
      setSaved((now) => ({ ...now, article: changed }));
      showToast(published ? t('console.articles.publishedToast') : t('console.articles.unpublishedToast'), 'success');
      if (!article) {
        leaving.current = true;
        onCreated(changed);
      }
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
    }
  };

  const current = saved.article;
  const busy = save.isPending || publish.isPending;
  return (
    <div className="console-editor">
      <div className="console-editor-status">
        {current ? <StatusTag status={current.status} /> : <StatusTag status="draft" />}
        <MissingLanguages languages={draftLanguages(draft)} />
        {current?.publishedAt ? (
          <span className="console-muted">{t('console.articles.publishedAt', { at: formatDateTime(current.publishedAt) })}</span>
        ) : null}
        {dirty ? <span className="console-muted">{t('console.articles.unsaved')}</span> : null}
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problemText(problem)}
        </p>
      ) : null}
      <FormCard title={t('console.articles.settings')}>
        <FormBlock label={t('console.articles.category')} htmlFor={categoryId} required>
          <select id={categoryId} className="console-select" value={draft.categoryId ?? ''} onChange={(event) => setDraft((d) => ({ ...d, categoryId: event.target.value === '' ? null : Number(event.target.value) }))}>
            <option value="">{t('console.articles.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c, language)}
              </option>
            ))}
          </select>
        </FormBlock>
        <FormBlock label={t('console.articles.cover')}>
          <CoverField value={draft.coverPath} savedUrl={current?.coverPath === draft.coverPath ? current.coverUrl : null} onChange={(coverPath) => setDraft((d) => ({ ...d, coverPath }))} />
        </FormBlock>
      </FormCard>
      <FormCard title={t('console.articles.texts')}>
        <Tabs activeKey={textLanguage} onChange={(key) => setTextLanguage(key === 'zh-Hans' ? 'zh-Hans' : 'en')}>
          {ARTICLE_EDIT_LANGUAGES.map((l) => (
            <Tabs.Tab title={t(`languages.${l}`)} key={l} />
          ))}
        </Tabs>
        <TextFields key={textLanguage} language={textLanguage} text={draft.texts[textLanguage]} onChange={(text) => setDraft((d) => ({ ...d, texts: { ...d.texts, [textLanguage]: text } }))} />
      </FormCard>
      <div className="console-editor-actions">
        <Button color="primary" loading={save.isPending} disabled={busy} onClick={() => void onSave()}>
          {t('common.save')}
        </Button>
        {current?.status === 'published' ? (
          // The theme's warning colour is too light to read on this background (axe: 2.1:1): the outline of the other actions.
          <Button fill="outline" color="default" disabled={busy} onClick={() => void onPublish(false)}>
            {t('console.articles.unpublish')}
          </Button>
        ) : (
          <Button fill="outline" color="primary" disabled={busy} onClick={() => void onPublish(true)}>
            {t('console.articles.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
