import type { ActionDetail } from '@repwise/contracts';
import { useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { previewImage } from '../../kit/image-preview.tsx';
import { ActionVideo } from './action-video.tsx';
import { BodyMap } from './body-map.tsx';
import './action-media.css';

/**
 * The top of an exercise: its video, else its GIF (tap to see it full screen), else the drawn
 * body map. Each sits in a box of fixed proportions, so the page does not jump when the media arrives.
 */
export function ActionMedia({ action }: { action: ActionDetail }) {
  const { t } = useI18n();
  const [failedGif, setFailedGif] = useState<string | null>(null);
  if (action.videoUrl) return <ActionVideo src={action.videoUrl} />;
  if (action.gifUrl && failedGif !== action.gifUrl) {
    return (
      <button type="button" className="action-media-gif" aria-label={t('exercises.media.enlarge', { name: action.name })} onClick={() => previewImage(action.gifUrl, t('exercises.media.closePicture'))}>
        <img src={action.gifUrl} alt={action.name} decoding="async" onError={() => setFailedGif(action.gifUrl)} />
      </button>
    );
  }
  return (
    <div className="action-media-map">
      <BodyMap primary={action.primaryMuscles} secondary={action.secondaryMuscles} variant="full" />
    </div>
  );
}

/** True when the top shows something other than the body map, so the muscles section draws its own. */
export function hasOwnMedia(action: ActionDetail): boolean {
  return action.videoUrl !== '' || action.gifUrl !== '';
}
