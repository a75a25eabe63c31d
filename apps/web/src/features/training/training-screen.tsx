import { isEmptySet, restAfterSet, type WeightUnit } from '@repwise/domain';
import { Button, Dialog, TextArea } from 'antd-mobile';
import { Fragment, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { dialogName } from '../../kit/dialog-name.ts';
import { SwitchRow } from '../../kit/form-card.tsx';
import { showToast } from '../../kit/notify.ts';
import { SHORT_VIBRATION_MS, keepAwakeSetting, setKeepAwakeSetting, unlockSound, useWakeLock, vibrate } from './alerts.ts';
import { FinishSummary } from './finish-summary.tsx';
import { formatClock } from '../../i18n/format.ts';
import type { LocalSession, LocalSet, OutboxEntry } from '../../offline/local-db.ts';
import type { PlannedBlock, PlannedGroup, PlannedSet } from '../../offline/planned.ts';
import { currentBlock, groupFinished, matchGroup, setPosition } from './plan.ts';
import { setKey, setNumbers, useLastTime } from './last-time.ts';
import { planLabels } from './set-labels.ts';
import { PlateSheet } from './plate-sheet.tsx';
import { editSession, editSet, localDateOf, moveBlock, recordSet, startRestNow, updateLocal } from './recorder.ts';
import { RestBar } from './rest-bar.tsx';
import { SetRow, type LastTimeHint, type SetDraft } from './set-row.tsx';
import type { RowSync } from './sync-mark.tsx';
import { requestSync, syncEvery20s } from '../../offline/sync-engine.ts';
import { useNow } from './use-local-session.ts';
import './training.css';

export type PlannedSession = LocalSession & { plan: readonly PlannedBlock[] };

interface TrainingScreenProps {
  session: PlannedSession;
  sets: readonly LocalSet[];
  pending: readonly OutboxEntry[];
  unit: WeightUnit;
  onAddExercise: () => void;
  onFinished: () => void;
}

function rowSync(row: LocalSet | LocalSession, pending: ReadonlyMap<string, OutboxEntry>): RowSync {
  const entry = pending.get(row.id);
  if (entry?.rejected !== null && entry?.rejected !== undefined) return { state: 'rejected', reason: entry.rejected };
  return row.syncedRev >= row.rev && !entry ? { state: 'synced' } : { state: 'local' };
}

/**
 * Keeps --training-bar-height at the bottom bar's height (the rest bar is taller than the
 * finish button, and wraps in a narrow screen): the page leaves that much room under its last
 * action, and an opened set scrolls its buttons clear of the bar (training.css).
 */
function useBarHeight(inner: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const bar = inner.current?.closest('.bottom-bar');
    if (!shown || !bar || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--training-bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
      // The rest bar came or went: the open set's buttons stay in sight above it.
      document.querySelector('.set-row-next .set-row-actions')?.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--training-bar-height');
    };
  }, [inner, shown]);
}

/** The live training (spec §4): the current block's sets, the rest timer, the other blocks, notes and finishing. */
export function TrainingScreen({ session, sets, pending, unit, onAddExercise, onFinished }: TrainingScreenProps) {
  const { t, language } = useI18n();
  const id = useId();
  const now = useNow(1000);
  const [finishingAt, setFinishingAt] = useState<string | null>(null);
  const [plateWeight, setPlateWeight] = useState<number | null>(null);
  const [keepAwake, setKeepAwake] = useState(keepAwakeSetting);
  const [notes, setNotes] = useState(session.fields.comment ?? '');
  const backfill = session.backfillEnd !== null;
  useWakeLock(keepAwake && !backfill && finishingAt === null);
  useEffect(() => syncEvery20s(), []);

  const plan = session.plan;
  const live = sets.filter((s) => !s.deleted);
  const pendingById = new Map(pending.map((e) => [e.op.id, e]));
  const blockIndex = currentBlock(plan, live, session.closedGroups, session.chosenBlock);
  const block = blockIndex >= 0 ? plan[blockIndex] : undefined;
  const position = setPosition(plan, live);
  const unsent = pending.length;
  const rejected = pending.filter((e) => e.rejected !== null).length;

  const lastTimeOf = useLastTime(session);
  const numbers = setNumbers(plan);
  const lastTime = (groupKey: string, index: number, planned: PlannedSet): LastTimeHint | null => {
    const found = lastTimeOf(planned.actionId, numbers.get(setKey(groupKey, index)) ?? 1);
    return found ? { kind: found.kind, draft: { weightKg: found.set.weightKg, reps: found.set.reps, repsRight: found.set.repsRight ?? null } } : null;
  };
  const blockDone = (b: PlannedBlock) => b.groups.every((g) => groupFinished(b, g, live, session.closedGroups));

  const barRef = useRef<HTMLDivElement>(null);
  useBarHeight(barRef, finishingAt === null);

  const changeRest = useCallback((restEndsAt: number | null) => void updateLocal(session.id, { restEndsAt }), [session.id]);

  const complete = async (b: PlannedBlock, group: PlannedGroup, index: number, planned: PlannedSet, draft: SetDraft) => {
    if (isEmptySet(draft)) return showToast(t('training.refusal.noReps'));
    unlockSound();
    vibrate(SHORT_VIBRATION_MS);
    const at = backfill ? new Date(Date.parse(session.fields.startedAt) + live.length * 1000) : new Date();
    await recordSet(session.ownerId, {
      sessionId: session.id, actionId: planned.actionId, blockId: b.key, groupId: group.key, setType: planned.setType,
      side: 'both', plannedWeightKg: planned.plannedWeightKg, plannedReps: planned.plannedReps, weightKg: draft.weightKg, unit,
      reps: draft.reps, repsRight: draft.repsRight, effort: null, completedAt: at.toISOString(), localDate: backfill ? session.fields.localDate : localDateOf(at),
    });
    if (!backfill) {
      await startRestNow(session.id, restAfterSet(group, index));
    }
    void requestSync();
  };

  const edit = async (set: LocalSet, patch: Partial<LocalSet['fields']>) => {
    await editSet(set.id, patch);
    void requestSync();
  };

  const lastOf = (actionId: number): SetDraft | null => {
    const last = live.filter((s) => s.fields.actionId === actionId).sort((a, b) => b.fields.completedAt.localeCompare(a.fields.completedAt))[0];
    return last ? { weightKg: last.fields.weightKg, reps: last.fields.reps, repsRight: last.fields.repsRight ?? null } : null;
  };

  const closeGroups = (keys: readonly string[]) => void updateLocal(session.id, { closedGroups: [...new Set([...session.closedGroups, ...keys])], chosenBlock: null, restEndsAt: null });

  const askFinish = async () => {
    const ok = await Dialog.confirm({ ...dialogName(t('training.finish.confirm')), content: t('training.finish.confirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') });
    if (ok) setFinishingAt(session.backfillEnd ?? new Date().toISOString());
  };

  const saveFinish = async (rating: number | null, comment: string) => {
    await editSession(session.id, { finishedAt: finishingAt, rating, comment: comment || null });
    await updateLocal(session.id, { restEndsAt: null });
    void requestSync();
    onFinished();
  };

  const saveNotes = () => {
    if ((session.fields.comment ?? '') !== notes.trim()) void editSession(session.id, { comment: notes.trim() || null }).then(() => requestSync());
  };

  if (finishingAt) {
    const names = new Map(plan.flatMap((b) => b.groups.flatMap((g) => g.sets.map((s) => [s.actionId, s.actionName] as const))));
    return <FinishSummary session={session} sets={live.map((s) => s.fields)} unit={unit} actionName={(a) => names.get(a) ?? ''} finishedAt={finishingAt} onSave={(r, c) => void saveFinish(r, c)} />;
  }

  // The next set to do: the first open one of the current block.
  const next = block?.groups
    .filter((g) => !session.closedGroups.includes(g.key))
    .map((g) => ({ group: g.key, index: matchGroup(block, g, live).slots.findIndex((s) => !s) }))
    .find((n) => n.index >= 0);
  const restRunning = session.restEndsAt !== null && session.restEndsAt > now;
  // A superset's done sets name their exercise; a block of one exercise has it in its title.
  const superset = block ? new Set(block.groups.flatMap((g) => g.sets.map((s) => s.actionId))).size > 1 : false;
  // A finished block opened again from the list: its sets are there to rate or correct.
  const reopened = block ? blockDone(block) : false;
  return (
    <>
      <div className="training-status" role="status">
        <strong className="training-position">
          {position.done < position.total ? t('training.screen.setOf', { x: position.done + 1, y: position.total }) : t('training.screen.allSetsDone', { y: position.total })}
        </strong>
        {backfill ? null : <span>{t('training.screen.elapsed', { time: formatClock((now - Date.parse(session.fields.startedAt)) / 1000) })}</span>}
        <span className={rejected > 0 ? 'training-sync training-sync-rejected' : 'training-sync'}>
          {unsent > 0 ? t('training.sync.waiting', { count: unsent }) : t('training.sync.allSynced')}
        </span>
      </div>
      {backfill ? <p className="training-note">{t('training.screen.backfillNote')}</p> : null}

      {block ? (
        <section className="training-block" aria-labelledby={`${id}-block`}>
          <h2 id={`${id}-block`} className="training-block-title">
            <span className={reopened ? 'training-block-badge training-block-badge-finished' : 'training-block-badge'}>{reopened ? t('training.screen.finished') : t('training.screen.current')}</span> {block.name}
          </h2>
          {block.groups.map((group, gi) => {
            const { slots, extra } = matchGroup(block, group, live);
            const closed = session.closedGroups.includes(group.key);
            const labels = planLabels(block, language)[gi];
            return (
              <Fragment key={group.key}>
                <h3 className="training-group-title">{labels?.title}</h3>
                <ol className="training-group" aria-label={labels?.title}>
                  {group.sets.map((planned, index) => {
                    const recorded = slots[index];
                    if (!recorded && closed) return null;
                    const isNext = next?.group === group.key && next.index === index;
                    return (
                      <SetRow
                        key={`${group.key}-${index}-${isNext ? 'next' : recorded ? 'done' : 'todo'}`}
                        label={labels?.sets[index]?.text ?? ''}
                        planned={planned}
                        recorded={recorded as LocalSet | undefined}
                        sync={recorded ? rowSync(recorded as LocalSet, pendingById) : null}
                        isNext={isNext}
                        fallback={lastOf(planned.actionId)}
                        lastTime={recorded ? null : lastTime(group.key, index, planned)}
                        exercise={superset ? planned.actionName : undefined}
                        unit={unit}
                        onComplete={(draft) => void complete(block, group, index, planned, draft)}
                        onEdit={(set, d) => void edit(set, { weightKg: d.weightKg, reps: d.reps, repsRight: d.repsRight })}
                        onEffort={(set, effort) => void edit(set, { effort })}
                        onPlates={planned.barbell ? setPlateWeight : undefined}
                      />
                    );
                  })}
                  {extra.map((set) => (
                    <SetRow
                      key={set.id}
                      label={t('training.screen.extraSet')}
                      planned={group.sets.find((p) => p.actionId === set.fields.actionId) ?? null}
                      recorded={set as LocalSet}
                      sync={rowSync(set as LocalSet, pendingById)}
                      isNext={false}
                      fallback={null}
                      exercise={superset ? (group.sets.find((p) => p.actionId === set.fields.actionId)?.actionName ?? '') : undefined}
                      unit={unit}
                      onComplete={() => undefined}
                      onEdit={(s, d) => void edit(s, { weightKg: d.weightKg, reps: d.reps, repsRight: d.repsRight })}
                      onEffort={(s, effort) => void edit(s, { effort })}
                    />
                  ))}
                </ol>
              </Fragment>
            );
          })}
          <div className="training-finish-parts">
            {reopened ? (
              <Button fill="outline" onClick={() => void updateLocal(session.id, { chosenBlock: null })}>
                {t('training.screen.closeBlock')}
              </Button>
            ) : null}
            {next && block.groups.length > 1 ? (
              <Button fill="outline" onClick={() => closeGroups([next.group])}>
                {t('training.screen.finishGroup')}
              </Button>
            ) : null}
            {reopened ? null : (
              <Button fill="outline" onClick={() => closeGroups(block.groups.map((g) => g.key))}>
                {t('training.screen.finishBlock')}
              </Button>
            )}
          </div>
        </section>
      ) : null}

      <section className="training-blocks" aria-labelledby={`${id}-blocks`}>
        <h2 id={`${id}-blocks`} className="training-section-title">
          {t('training.screen.blocks')}
        </h2>
        <ol className="training-block-list">
          {plan.map((b, index) => {
            const done = b.groups.reduce((n, g) => n + matchGroup(b, g, live).slots.filter(Boolean).length, 0);
            const total = b.groups.reduce((n, g) => n + g.sets.length, 0);
            return (
              <li key={b.key} className={index === blockIndex ? 'training-block-item training-block-item-current' : 'training-block-item'}>
                <button type="button" className="training-block-choose" aria-current={index === blockIndex ? 'true' : undefined} onClick={() => void updateLocal(session.id, { chosenBlock: index })}>
                  <span className="training-block-name">{b.name}</span>
                  <span className="training-block-progress">{t('training.screen.blockProgress', { done, total })}</span>
                  {index !== blockIndex && blockDone(b) ? <span className="training-block-progress">{t('training.screen.reopen')}</span> : null}
                </button>
                <button type="button" className="training-move" aria-label={t('training.screen.moveUp', { name: b.name })} disabled={index === 0} onClick={() => void moveBlock(session.id, index, -1)}>
                  ↑
                </button>
                <button type="button" className="training-move" aria-label={t('training.screen.moveDown', { name: b.name })} disabled={index === plan.length - 1} onClick={() => void moveBlock(session.id, index, 1)}>
                  ↓
                </button>
              </li>
            );
          })}
        </ol>
        <Button block fill="outline" onClick={onAddExercise}>
          {t('training.screen.addExercise')}
        </Button>
      </section>

      <section className="training-notes">
        <label className="training-section-title" htmlFor={`${id}-notes`}>
          {t('training.screen.notes')}
        </label>
        <TextArea id={`${id}-notes`} placeholder={t('training.screen.notesHint')} value={notes} onChange={setNotes} onBlur={saveNotes} maxLength={2000} rows={2} />
        {backfill ? null : (
          <SwitchRow
            label={t('training.screen.keepAwake')}
            hint={t('training.screen.keepAwakeHint')}
            checked={keepAwake}
            onChange={(on) => {
              setKeepAwakeSetting(on);
              setKeepAwake(on);
            }}
          />
        )}
      </section>

      <BottomBar className="training-bottom">
        <div ref={barRef} className="training-bottom-content">
        {restRunning && session.restEndsAt !== null ? (
          <RestBar restEndsAt={session.restEndsAt} onChange={changeRest} />
        ) : (
          <Button block color="primary" size="large" onClick={() => void askFinish()}>
            {t('training.screen.finishAll')}
          </Button>
        )}
        </div>
      </BottomBar>
      <PlateSheet weightKg={plateWeight} unit={unit} onClose={() => setPlateWeight(null)} />
    </>
  );
}
