import { useState } from 'react';
import { BodyMap } from './body-map.tsx';
import './action-cover.css';

interface CoverSource {
  readonly gifUrl: string;
  readonly primaryMuscles: readonly string[];
  readonly secondaryMuscles: readonly string[];
}

/**
 * The picture of an exercise in a fixed square: its GIF, or the drawn body map when there is
 * none or the GIF does not load, so a list never shows a broken image.
 */
export function ActionCover({ action }: { action: CoverSource }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showGif = action.gifUrl !== '' && failedUrl !== action.gifUrl;
  return (
    <span className="action-cover">
      {showGif ? (
        <img className="action-cover-gif" src={action.gifUrl} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(action.gifUrl)} />
      ) : (
        <BodyMap primary={action.primaryMuscles} secondary={action.secondaryMuscles} decorative />
      )}
    </span>
  );
}
