import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useDragSort } from '../../features/templates/editor/use-drag-sort.ts';
import { useI18n } from '../../i18n/index.ts';
import { CapabilityPage } from './capability-page.tsx';

const START = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** The list with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * /pages/CapabilityTestPage/dragItemSort: a list reordered by the template editor's own drag
 * (useDragSort: a 350 ms long press within 10 px picks an item up, dropIndex decides where it
 * lands). Buttons move an item too, for a keyboard or a screen reader.
 */
export function DragItemSortPage() {
  const { t } = useI18n();
  const [items, setItems] = useState<readonly string[]>(START);
  const [said, setSaid] = useState('');
  const move = (from: number, to: number) => {
    const name = items[from];
    if (name === undefined || to < 0 || to >= items.length || to === from) return;
    setItems(moved(items, from, to));
    setSaid(t('capabilityTest.drag.moved', { name, from: from + 1, to: to + 1 }));
  };
  const { container, held, start, styleOf } = useDragSort(items.length, move);

  return (
    <CapabilityPage title={t('capabilityTest.pages.dragItemSort')}>
      <section className="capability-card" aria-labelledby="capability-sort">
        <h2 id="capability-sort" className="capability-card-title">
          {t('capabilityTest.drag.list')}
        </h2>
        <p className="capability-hint">{t('capabilityTest.drag.hint')}</p>
        <div className="capability-sort-list" ref={container}>
          {items.map((name, index) => (
            <div
              key={name}
              data-drag-index
              data-testid="sort-item"
              className={held === index ? 'capability-sort-item is-held' : 'capability-sort-item'}
              style={styleOf(index)}
              onPointerDown={(event) => start(event, index)}
              onContextMenu={(event) => event.preventDefault()}
            >
              <span className="capability-sort-name">{t('capabilityTest.drag.item', { name })}</span>
              <button type="button" className="capability-icon-button" aria-label={t('capabilityTest.drag.up', { name })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <span aria-hidden>↑</span>
              </button>
              <button type="button" className="capability-icon-button" aria-label={t('capabilityTest.drag.down', { name })} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                <span aria-hidden>↓</span>
              </button>
            </div>
          ))}
        </div>
        <p className="capability-status" data-testid="sort-order">
          {t('capabilityTest.drag.order', { order: items.join(' ') })}
        </p>
        <p className="capability-status" aria-live="polite">
          {said}
        </p>
        <div className="capability-row">
          <Button
            fill="outline"
            disabled={items.join() === START.join()}
            onClick={() => {
              setItems(START);
              setSaid('');
            }}
          >
            {t('capabilityTest.drag.reset')}
          </Button>
        </div>
      </section>
    </CapabilityPage>
  );
}
