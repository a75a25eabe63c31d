import { EQUIPMENT, MUSCLES, dictLabel, type EquipmentKey, type MuscleKey } from '@repwise/domain';
import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { ChoiceRow } from '../../kit/choice-row.tsx';
import { guessEquipment, guessMuscle } from './mapping.ts';

export interface NewExercise {
  primaryMuscle: MuscleKey;
  equipment: EquipmentKey;
}

interface CreateExerciseSheetProps {
  /** The name of the file to create an exercise of; null: the sheet is closed. */
  name: string | null;
  onCreate: (name: string, exercise: NewExercise) => void;
  onClose: () => void;
}

/** The muscle and equipment of a new exercise, started from what its name says. */
function CreateForm({ name, onCreate, onClose }: { name: string } & Omit<CreateExerciseSheetProps, 'name'>) {
  const { t, language } = useI18n();
  const titleId = useId();
  const [muscle, setMuscle] = useState<MuscleKey | null>(() => guessMuscle(name));
  const [equipment, setEquipment] = useState<EquipmentKey>(() => guessEquipment(name));
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="record-io-sheet">
      <header className="record-io-sheet-head">
        <h2 id={titleId}>{t('recordIo.create.title', { name })}</h2>
        <button type="button" className="record-io-sheet-close" aria-label={t('recordIo.create.close')} onClick={onClose}>
          <CloseOutline aria-hidden />
        </button>
      </header>
      <div className="record-io-sheet-rows">
        <ChoiceRow
          label={t('recordIo.create.muscle')}
          placeholder={t('recordIo.create.chooseMuscle')}
          choices={MUSCLES.map((m) => ({ value: m.value, label: dictLabel(m, language) }))}
          value={muscle}
          required
          onChange={(value) => setMuscle(MUSCLES.find((m) => m.value === value)?.value ?? null)}
        />
        <ChoiceRow
          label={t('recordIo.create.equipment')}
          placeholder={t('recordIo.create.chooseEquipment')}
          choices={EQUIPMENT.map((e) => ({ value: e.value, label: dictLabel(e, language) }))}
          value={equipment}
          onChange={(value) => setEquipment(EQUIPMENT.find((e) => e.value === value)?.value ?? equipment)}
        />
      </div>
      <Button block color="primary" shape="rounded" size="large" disabled={muscle === null} onClick={() => {
          if (muscle) onCreate(name, { primaryMuscle: muscle, equipment });
        }}>
        {t('recordIo.create.confirm')}
      </Button>
    </div>
  );
}

/** "Create as my exercise": a custom exercise of that name, made by the import. */
export function CreateExerciseSheet({ name, onCreate, onClose }: CreateExerciseSheetProps) {
  return (
    <Popup visible={name !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="record-io-sheet-popup" destroyOnClose>
      {name !== null ? <CreateForm name={name} onCreate={onCreate} onClose={onClose} /> : null}
    </Popup>
  );
}
