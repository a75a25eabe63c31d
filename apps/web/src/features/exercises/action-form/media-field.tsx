import { MEDIA_RULES, checkMediaFile, sniffMediaType, type MediaCheck } from '@repwise/domain';
import { ProgressBar } from 'antd-mobile';
import { CheckCircleFill, CloseOutline, PictureOutline, VideoOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ABORT_STATUS, ApiError, errorMessage } from '../../../api/api-error.ts';
import { useI18n } from '../../../i18n/index.ts';
import { useUploadMedia } from '../queries.ts';
import type { MediaValue } from './form-state.ts';
import './media-field.css';

type Kind = 'video' | 'gif';
type Phase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'done' };

interface MediaFieldProps {
  kind: Kind;
  value: MediaValue | null;
  onChange: (value: MediaValue | null) => void;
  /** Tells the form an upload is running, so it does not save half a picture. */
  onBusyChange: (busy: boolean) => void;
}

const MEGABYTES = Math.round(MEDIA_RULES.video.maxBytes / (1024 * 1024));

/** Why a file was refused: the checks of spec §5, and a content that is not what its name says. */
type Refusal = Exclude<MediaCheck, 'ok'> | 'notReally';

/** Whether the file's first bytes are the kind's (the server checks the same way and has the last word). */
async function contentMatches(kind: Kind, file: File): Promise<boolean> {
  const type = sniffMediaType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return type !== null && MEDIA_RULES[kind].mimeTypes.includes(type);
}

/**
 * Picks, checks (spec §5: MP4 up to 10 MB, GIF only) and uploads one video or GIF with a
 * progress bar, then shows it with a way to remove it.
 */
export function MediaField({ kind, value, onChange, onBusyChange }: MediaFieldProps) {
  const { t } = useI18n();
  const uploadMedia = useUploadMedia();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  /** Why the last file was refused, shown under the field (not in a toast far from it). */
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const problemId = useId();
  const controller = useRef<AbortController | null>(null);

  // Leaving the form mid-upload stops the transfer.
  useEffect(() => () => controller.current?.abort(), []);

  // A refusal is brought into view: the field may be far down the form.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'center' });
  }, [problem]);

  const texts = {
    add: kind === 'video' ? t('exercises.media.addVideo') : t('exercises.media.addGif'),
    rule: kind === 'video' ? t('exercises.media.videoRule', { size: MEGABYTES }) : t('exercises.media.gifRule', { size: MEGABYTES }),
    remove: kind === 'video' ? t('exercises.media.removeVideo') : t('exercises.media.removeGif'),
    progress: kind === 'video' ? t('exercises.media.videoProgress') : t('exercises.media.gifProgress'),
    selectFailed: kind === 'video' ? t('errors.selectVideoFailed') : t('errors.gifUploadFailed'),
    uploadFailed: kind === 'video' ? t('errors.videoUploadFailed') : t('errors.gifUploadFailed'),
  };
  const reasons: Record<Refusal, string> = {
    wrongType: kind === 'video' ? t('exercises.media.videoWrongType') : t('exercises.media.gifWrongType'),
    tooLarge: t('exercises.media.tooLarge', { size: MEGABYTES }),
    empty: t('exercises.media.empty'),
    notReally: kind === 'video' ? t('exercises.media.videoNotReally') : t('exercises.media.gifNotReally'),
  };
  /** The server's refusal in the words of the checks above, when it is one of them. */
  const uploadProblem = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 413) return reasons.tooLarge;
    if (error instanceof ApiError && error.status === 400) return reasons.notReally;
    return errorMessage(error, texts.uploadFailed);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const check = checkMediaFile(kind, file);
    const refusal: Refusal | null = check !== 'ok' ? check : (await contentMatches(kind, file)) ? null : 'notReally';
    if (refusal) {
      setProblem(reasons[refusal]);
      return;
    }
    controller.current = new AbortController();
    setPhase({ step: 'uploading', percent: 0 });
    onBusyChange(true);
    try {
      const result = await uploadMedia.mutateAsync({
        kind,
        file,
        signal: controller.current.signal,
        onProgress: (percent) => setPhase({ step: 'uploading', percent }),
      });
      onChange(result);
      setPhase({ step: 'done' });
    } catch (error) {
      setPhase({ step: 'idle' });
      if (!(error instanceof ApiError && error.status === ABORT_STATUS)) setProblem(uploadProblem(error));
    } finally {
      onBusyChange(false);
    }
  };

  const percent = phase.step === 'uploading' ? phase.percent : 100;
  const progress = phase.step !== 'idle' && (
    <div className="media-progress" role="progressbar" aria-label={texts.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <ProgressBar percent={percent} style={{ '--track-width': '6px' }} />
      <span className="media-progress-text">
        {phase.step === 'done' ? (
          <>
            <CheckCircleFill aria-hidden /> {t('exercises.media.uploaded')}
          </>
        ) : (
          t('exercises.media.uploading', { percent })
        )}
      </span>
    </div>
  );

  if (value) {
    return (
      <div className="media-field">
        <div className={`media-preview is-${kind}`}>
          {kind === 'video' ? (
            <video src={value.url} controls playsInline muted preload="metadata" aria-label={t('exercises.media.videoPreview')} />
          ) : (
            <img src={value.url} alt={t('exercises.media.gifPreview')} />
          )}
          <button
            type="button"
            className="media-remove"
            aria-label={texts.remove}
            onClick={() => {
              setPhase({ step: 'idle' });
              onChange(null);
            }}
          >
            <CloseOutline aria-hidden />
          </button>
        </div>
        {progress}
      </div>
    );
  }

  const uploading = phase.step === 'uploading';
  return (
    <div className="media-field">
      <label className={uploading ? 'media-tile is-busy' : 'media-tile'}>
        <input
          type="file"
          className="visually-hidden"
          accept={MEDIA_RULES[kind].mimeTypes.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
        <span className="media-tile-icon" aria-hidden>
          {kind === 'video' ? <VideoOutline /> : <PictureOutline />}
        </span>
        <span className="media-tile-text">
          <span className="media-tile-title">{texts.add}</span>
          <span className="media-tile-rule">{texts.rule}</span>
        </span>
      </label>
      {problem && (
        <p ref={problemRef} id={problemId} className="media-problem" role="alert">
          <strong>{texts.selectFailed}</strong> {problem}
        </p>
      )}
      {progress}
    </div>
  );
}
