import { blockCover, type TemplateAction } from '@repwise/domain';
import { useRef } from 'react';
import { ActionCover } from '../exercises/action-cover.tsx';
import { useAction } from '../exercises/queries.ts';
import { useSession } from '../../session/session-store.ts';
import { CoverArt, coverArtKind } from './cover-art.tsx';
import { useSeen } from './use-seen.ts';
import './block-cover.css';

/** A single exercise's GIF or body map; the library knows its muscles, the template does not. */
function SingleCover({ actionId }: { actionId: number }) {
  const { token } = useSession();
  const box = useRef<HTMLSpanElement>(null);
  const seen = useSeen(box);
  // Without an account (a shared template) the library cannot be asked: the art stands in.
  const detail = useAction(seen && token ? actionId : null);
  return (
    <span ref={box} className="block-cover-single">
      {detail.data ? <ActionCover action={detail.data} /> : <CoverArt kind="one" />}
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
