import { blockCover, type TemplateAction } from '@repwise/domain';
import { useContext, useRef } from 'react';
import { CoverArt, coverArtKind } from './cover-art.tsx';
import { ActionPictureContext } from './exercise-library.ts';
import { useSeen } from './use-seen.ts';
import './block-cover.css';

/** A single exercise's picture, asked for once the block comes near the screen. */
function SingleCover({ actionId }: { actionId: number }) {
  const picture = useContext(ActionPictureContext);
  const box = useRef<HTMLSpanElement>(null);
  const seen = useSeen(box);
  const art = <CoverArt kind="one" />;
  return (
    <span ref={box} className="block-cover-single">
      {picture && seen ? picture(actionId, art) : art}
    </span>
  );
}

/** A block's cover (spec §9): the action's picture for one action, static art for 2, 3 or more. */
export function BlockCover({ actions, size = 'medium' }: { actions: readonly Pick<TemplateAction, 'id' | 'gifPath'>[]; size?: 'small' | 'medium' }) {
  const art = coverArtKind(blockCover({ actions }));
  const first = actions[0];
  return (
    <span className={`block-cover is-${size}`}>
      {art ? <CoverArt kind={art} /> : first ? <SingleCover actionId={first.id} /> : <CoverArt kind="one" />}
    </span>
  );
}
