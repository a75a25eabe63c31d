import type { ActionsCon } from '@repwise/domain';
import { useContext } from 'react';
import type { BlockPictures } from './block-pictures.ts';
import { CoverArt, coverArtKind } from './cover-art.tsx';
import { ActionPictureContext } from './exercise-library.ts';
import './block-cover.css';

/** A block's cover (spec §9): the action's own picture for one action, static art for 2, 3 or more. */
export function BlockCover({ block, pictures, size = 'medium' }: { block: ActionsCon; pictures: BlockPictures; size?: 'small' | 'medium' }) {
  const picture = useContext(ActionPictureContext);
  const art = coverArtKind(pictures.cover(block));
  const first = block.actions[0];
  const media = first && pictures.media(first.id);
  let content = <CoverArt kind="one" />;
  if (art) content = <CoverArt kind={art} />;
  else if (media && picture) content = <span className="block-cover-single">{picture(media)}</span>;
  return <span className={`block-cover is-${size}`}>{content}</span>;
}
