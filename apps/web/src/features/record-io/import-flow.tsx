import type { ImportResult } from '@repwise/contracts';
import { IMPORT_SOURCES, type ImportSource, type WeightUnit } from '@repwise/domain';
import { DotLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useId, useState, type ChangeEvent, type ComponentType } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useI18n } from '../../i18n/index.ts';
import { CreateExerciseSheet } from './create-exercise-sheet.tsx';
import { ImportDone } from './import-done.tsx';
import { ImportPreview } from './import-preview.tsx';
import { withDecision, withoutDecision, type MappingEntry } from './mapping.ts';
import { useImport, useImportPreview, type ImportInput } from './queries.ts';
import './record-io.css';

/** The page's picker of one library exercise (official or own) for a name of the file. */
export interface ExerciseChoiceProps {
  visible: boolean;
  onPick: (action: { id: number }) => void;
  onClose: () => void;
}

interface ImportFlowProps {
  Picker: ComponentType<ExerciseChoiceProps>;
  /** The unit a file that does not say its own is read in, until the trainee says otherwise. */
  defaultUnit: WeightUnit;
  onImported: (result: ImportResult) => void;
}

interface PickedFile {
  file: File;
  key: number;
}

/** Which app the file comes from, and how to get it out of that app. */
function SourceChoice({ value, onChange }: { value: ImportSource; onChange: (source: ImportSource) => void }) {
  const { t } = useI18n();
  const labelId = useId();
  return (
    <>
      <p id={labelId} className="record-io-label">
        {t('recordIo.import.source')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="record-io-segments">
        {IMPORT_SOURCES.map((source) => (
          <button key={source} type="button" role="radio" aria-checked={source === value} className={source === value ? 'record-io-segment is-checked' : 'record-io-segment'} onClick={() => onChange(source)}>
            {t(`recordIo.sources.${source}`)}
          </button>
        ))}
      </div>
      <p className="record-io-hint">{t(`recordIo.import.howTo.${value}`)}</p>
    </>
  );
}

/**
 * Bringing another app's log in: the app, the file, then at once a dry run the trainee can
 * settle (names to match, the unit) before the import writes anything.
 */
export function ImportFlow({ Picker, defaultUnit, onImported }: ImportFlowProps) {
  const { t } = useI18n();
  const titleId = useId();
  const [source, setSource] = useState<ImportSource>('strong');
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [mapping, setMapping] = useState<MappingEntry[]>([]);
  const [weightUnit, setWeightUnit] = useState<WeightUnit>(defaultUnit);
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const [creatingFor, setCreatingFor] = useState<string | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);

  const input: ImportInput | null = picked && !done ? { file: picked.file, fileKey: picked.key, source, mapping, weightUnit } : null;
  const preview = useImportPreview(input);
  const importing = useImport((result) => {
    setDone(result);
    onImported(result);
  });

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (!file) return;
    setPicked((previous) => ({ file, key: (previous?.key ?? 0) + 1 }));
    setMapping([]);
    importing.reset();
  };

  const startAgain = () => {
    setDone(null);
    setPicked(null);
    setMapping([]);
    importing.reset();
  };

  if (done) return <ImportDone result={done} onAnother={startAgain} />;

  return (
    <>
      <section className="record-io-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="record-io-title">
          {t('recordIo.import.title')}
        </h2>
        <SourceChoice value={source} onChange={setSource} />
        <label className="record-io-file">
          <input type="file" accept=".csv,text/csv" className="record-io-file-input" onChange={pickFile} disabled={importing.isPending} />
          <FileOutline aria-hidden />
          <span>{picked ? t('recordIo.import.chooseAnother') : t('recordIo.import.chooseFile')}</span>
        </label>
        {picked ? <p className="record-io-hint record-io-file-name">{t('recordIo.import.file', { name: picked.file.name })}</p> : null}
        {preview.isPending && input ? (
          <p role="status" className="record-io-reading">
            <DotLoading color="primary" />
            {t('recordIo.import.reading')}
          </p>
        ) : null}
        {preview.isError ? (
          <p role="alert" className="record-io-error">
            {t('recordIo.import.failed', { reason: errorMessage(preview.error, t('errors.serviceError')) })}
          </p>
        ) : null}
      </section>
      {preview.data && input ? (
        <ImportPreview
          result={preview.data}
          updating={preview.isFetching}
          mapping={mapping}
          weightUnit={weightUnit}
          onWeightUnit={setWeightUnit}
          importing={importing.isPending}
          importError={importing.error}
          onImport={() => importing.mutate(input)}
          onChoose={setChoosingFor}
          onCreate={setCreatingFor}
          onUndo={(name) => setMapping((current) => withoutDecision(current, name))}
        />
      ) : null}
      <Picker
        visible={choosingFor !== null}
        onPick={(action) => {
          if (choosingFor !== null) setMapping((current) => withDecision(current, { name: choosingFor, actionId: action.id }));
          setChoosingFor(null);
        }}
        onClose={() => setChoosingFor(null)}
      />
      <CreateExerciseSheet
        name={creatingFor}
        onCreate={(name, create) => {
          setMapping((current) => withDecision(current, { name, create }));
          setCreatingFor(null);
        }}
        onClose={() => setCreatingFor(null)}
      />
    </>
  );
}
