import type { Template } from '@repwise/domain';
import type { BlockPictures } from '../block-pictures.ts';
import { BlockCard } from './block-card.tsx';
import type { PadTarget } from './pad-logic.ts';
import { useDragSort } from './use-drag-sort.ts';

interface BlockListProps {
  template: Template;
  pictures: BlockPictures;
  readOnly: boolean;
  mini: boolean;
  active: PadTarget | null;
  /** Moves a block after a drag (domain moveBlock). */
  onMove?: (from: number, to: number) => void;
}

const noMove = () => undefined;

/** The blocks of a template, in order; a long-press on a block's head picks it up to move it. */
export function BlockList({ template, pictures, readOnly, mini, active, onMove = noMove }: BlockListProps) {
  const { container, held, start, styleOf } = useDragSort(template.actionsCons.length, onMove, !readOnly);
  const activeBlock = active ? template.actionsCons.find((b) => b.exerciseCons.some((g) => g.exercises.some((s) => s.id === active.setId))) : undefined;
  return (
    <div className="block-list" ref={container}>
      {template.actionsCons.map((block, index) => (
        <div key={block.actionsConId} data-drag-index className={held === index ? 'is-held' : undefined} style={styleOf(index)}>
          <BlockCard
            block={block}
            index={index}
            units={template.units}
            pictures={pictures}
            readOnly={readOnly}
            mini={mini}
            active={activeBlock === block ? active : null}
            onPressStart={readOnly ? undefined : start}
          />
        </div>
      ))}
    </div>
  );
}
