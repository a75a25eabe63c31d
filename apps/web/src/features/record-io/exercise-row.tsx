import type { ImportResult } from '@repwise/contracts';
import { EQUIPMENT, MUSCLES, labelOf } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import type { MappingEntry } from './mapping.ts';

type ImportExercise = ImportResult['exercises'][number];

export interface DecisionHandlers {
  onChoose: (name: string) => void;
  onCreate: (name: string) => void;
  onUndo: (name: string) => void;
}

interface ExerciseRowProps extends DecisionHandlers {
  exercise: ImportExercise;
  /** The trainee's decision for this name, when they made one on this screen. */
  decision: MappingEntry | undefined;
  disabled: boolean;
}

/** What a name of the file becomes, as the server's preview says it. */
function useMatchText(exercise: ImportExercise, decision: MappingEntry | undefined): string {
  const { t, language } = useI18n();
  if (decision && 'create' in decision) {
    return t('recordIo.preview.match.create', { muscle: labelOf(MUSCLES, decision.create.primaryMuscle, language), equipment: labelOf(EQUIPMENT, decision.create.equipment, language) });
  }
  if (exercise.match === null || exercise.match === 'create') return t('recordIo.preview.notMatched');
  return t(`recordIo.preview.match.${exercise.match}`, { name: exercise.actionName ?? exercise.name });
}

/**
 * One name of the file and what it matched. An unmatched name offers its two ways out;
 * a name decided here can be undone.
 */
export function ExerciseRow({ exercise, decision, disabled, onChoose, onCreate, onUndo }: ExerciseRowProps) {
  const { t } = useI18n();
  const matchText = useMatchText(exercise, decision);
  const unmatched = exercise.match === null && !decision;
  return (
    <li className={unmatched ? 'record-io-exercise is-unmatched' : 'record-io-exercise'}>
      <div className="record-io-exercise-text">
        <span className="record-io-exercise-name">{exercise.name}</span>
        <span className="record-io-exercise-match">{matchText}</span>
        <span className="record-io-hint">{t('recordIo.preview.setsOf', { count: exercise.sets })}</span>
      </div>
      {unmatched ? (
        <div className="record-io-exercise-actions" role="group" aria-label={t('recordIo.preview.choicesFor', { name: exercise.name })}>
          <Button size="small" color="primary" fill="outline" shape="rounded" disabled={disabled} onClick={() => onChoose(exercise.name)}>
            {t('recordIo.preview.choose')}
          </Button>
          <Button size="small" color="primary" fill="outline" shape="rounded" disabled={disabled} onClick={() => onCreate(exercise.name)}>
            {t('recordIo.preview.create')}
          </Button>
        </div>
      ) : null}
      {decision ? (
        <div className="record-io-exercise-actions">
          <Button size="small" color="primary" fill="none" disabled={disabled} aria-label={t('recordIo.preview.undoName', { name: exercise.name })} onClick={() => onUndo(exercise.name)}>
            {t('recordIo.preview.undo')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
