import { useState } from 'react';
import { CoverArt, coverArtKind } from '../cover-art.tsx';
import '../block-cover.css';

/** The cover of a template in a list: its first block's GIF (the server's URL), or the static art. */
export function ListCover({ cover, coverUrl }: { cover: string; coverUrl: string }) {
  const [failed, setFailed] = useState(false);
  const art = coverArtKind(cover);
  const url = art || failed ? '' : coverUrl;
  return (
    <span className="block-cover is-medium">
      {url ? <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} /> : <CoverArt kind={art ?? 'one'} />}
    </span>
  );
}
