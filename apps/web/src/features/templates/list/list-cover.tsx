import { mediaUrl } from '@repwise/domain';
import { useState } from 'react';
import { LOCAL_MEDIA_BASE } from '../../../app/constants.ts';
import { CoverArt, coverArtKind } from '../cover-art.tsx';
import '../block-cover.css';

/** The cover of a template in a list: its first block's GIF, or the static art. */
export function ListCover({ cover }: { cover: string }) {
  const [failed, setFailed] = useState(false);
  const art = coverArtKind(cover);
  const url = art || failed ? '' : mediaUrl(cover, LOCAL_MEDIA_BASE);
  return (
    <span className="block-cover is-medium">
      {url ? <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} /> : <CoverArt kind={art ?? 'one'} />}
    </span>
  );
}
