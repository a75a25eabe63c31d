import { Button } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { IMAGE_ACCEPT, useImageUpload } from '../../kit/use-image-upload.ts';

/** The pictures the web app carries for articles (apps/web/public/articles), which a cover may be instead of an upload. */
export const LIBRARY_COVERS = [
  'warming-up', 'warm-up-and-working-sets', 'progressive-overload', 'effort-and-rpe', 'rest-between-sets', 'squat-and-deadlift-cues',
  'bench-and-overhead-press-cues', 'deloads', 'recovery-and-sleep', 'tracking-body-data', 'personal-records-and-e1rm', 'how-plans-work', 'importing-your-log',
].map((name) => `/articles/${name}.svg`);

interface CoverFieldProps {
  /** The stored path: a library picture or an upload's path. */
  value: string | null;
  /** What the server answered for the stored cover, to show an upload made earlier. */
  savedUrl: string | null;
  onChange: (path: string | null) => void;
}

/** An article's cover: one of the library's pictures, a picture of the operator's own (uploaded at once), or none. */
export function CoverField({ value, savedUrl, onChange }: CoverFieldProps) {
  const { t } = useI18n();
  const inputId = useId();
  const { uploadImage, percent } = useImageUpload(t('console.articles.coverUploadFailed'));
  const [localUrl, setLocalUrl] = useState<{ path: string; url: string } | null>(null);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => () => {
    if (localUrl) URL.revokeObjectURL(localUrl.url);
  }, [localUrl]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const path = await uploadImage(file);
    if (path === null) return;
    setLocalUrl({ path, url: URL.createObjectURL(file) });
    onChange(path);
  };

  let shown: string | null = null;
  if (value?.startsWith('/articles/')) shown = value;
  else if (value !== null && localUrl?.path === value) shown = localUrl.url;
  else if (value !== null) shown = savedUrl;

  return (
    <div className="console-cover">
      {shown ? <img className="console-cover-picture" src={shown} alt={t('console.articles.coverShown')} /> : <p className="console-muted">{t('console.articles.noCover')}</p>}
      <div className="console-cover-actions">
        {/* The file field sits inside its label, so the finger meets the label's 44 px and a screen reader the field's name. */}
        <label className="console-upload" htmlFor={inputId}>
          {percent === null ? t('console.articles.uploadCover') : t('console.articles.uploading', { percent })}
          <input id={inputId} className="visually-hidden" type="file" accept={IMAGE_ACCEPT} onChange={(event) => void upload(event.target.files?.[0])} />
        </label>
        <Button fill="outline" aria-expanded={choosing} onClick={() => setChoosing((now) => !now)}>
          {t('console.articles.libraryCovers')}
        </Button>
        {value !== null ? (
          <Button fill="none" onClick={() => onChange(null)}>
            {t('console.articles.removeCover')}
          </Button>
        ) : null}
      </div>
      {choosing ? (
        <div className="console-cover-grid" role="radiogroup" aria-label={t('console.articles.libraryCovers')}>
          {LIBRARY_COVERS.map((path, index) => (
            <button
              key={path}
              type="button"
              role="radio"
              aria-checked={value === path}
              className="console-cover-choice"
              onClick={() => {
                onChange(path);
                setChoosing(false);
              }}
            >
              <img src={path} alt={t('console.articles.libraryCover', { number: index + 1 })} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
