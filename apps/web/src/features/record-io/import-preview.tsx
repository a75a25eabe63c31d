import type { ImportResult } from '@repwise/contracts';
import type { WeightUnit } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { ExerciseRow, type DecisionHandlers } from './exercise-row.tsx';
import type { MappingEntry } from './mapping.ts';

const UNITS: readonly WeightUnit[] = ['kg', 'lbs'];

/** Asked when the file does not say its unit: the answer runs the preview again. */
function UnitChoice({ value, disabled, onChange }: { value: WeightUnit; disabled: boolean; onChange: (unit: WeightUnit) => void }) {
  const { t } = useI18n();
  const labelId = useId();
  return (
    <div className="record-io-unit">
      <span id={labelId}>{t('recordIo.preview.unit')}</span>
      <div role="radiogroup" aria-labelledby={labelId} className="record-io-segments">
        {UNITS.map((unit) => (
          <button key={unit} type="button" role="radio" aria-checked={unit === value} disabled={disabled} className={unit === value ? 'record-io-segment is-checked' : 'record-io-segment'} onClick={() => onChange(unit)}>
            {t(`units.${unit}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The lines the server could not read, in its words: the first ones, and how many in all. */
function LineErrors({ result }: { result: ImportResult }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <section className="record-io-errors" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('recordIo.preview.errorsTitle', { count: result.errorCount })}</h3>
      {result.errorCount > result.errors.length ? <p className="record-io-hint">{t('recordIo.preview.errorsShown', { shown: result.errors.length })}</p> : null}
      <ol>
        {result.errors.map((error) => (
          <li key={error.line}>{error.message}</li>
        ))}
      </ol>
    </section>
  );
}

function Summary({ result }: { result: ImportResult }) {
  const { t } = useI18n();
  const { formatDateRange, formatMonth } = useFormat();
  return (
    <ul className="record-io-summary">
      <li className="record-io-summary-main">
        {t('recordIo.preview.trainings', { count: result.trainings })}
        {result.trainings > 0 ? ` · ${t('recordIo.preview.sets', { count: result.sets })}` : ''}
      </li>
      {result.firstDate && result.lastDate ? <li>{t('recordIo.preview.dates', { range: formatDateRange(result.firstDate, result.lastDate) })}</li> : null}
      {result.months.length > 0 ? <li>{t('recordIo.preview.months', { months: result.months.map(formatMonth).join(' · ') })}</li> : null}
      {result.alreadyThere > 0 ? <li>{t('recordIo.preview.alreadyThere', { count: result.alreadyThere })}</li> : null}
      {result.skippedRows > 0 ? <li>{t('recordIo.preview.skipped', { count: result.skippedRows })}</li> : null}
    </ul>
  );
}

interface ImportPreviewProps extends DecisionHandlers {
  result: ImportResult;
  /** A newer preview is on its way: what shows is the last answer. */
  updating: boolean;
  mapping: readonly MappingEntry[];
  weightUnit: WeightUnit;
  onWeightUnit: (unit: WeightUnit) => void;
  importing: boolean;
  importError: unknown;
  onImport: () => void;
}

/** What the import will do, with every name of the file and what it matched; the import once all is clear. */
export function ImportPreview({ result, updating, mapping, weightUnit, onWeightUnit, importing, importError, onImport, ...handlers }: ImportPreviewProps) {
  const { t } = useI18n();
  const titleId = useId();
  const exercisesId = useId();
  const busy = updating || importing;
  const blocked = result.unmatched.length > 0 ? t('recordIo.preview.blockedUnmatched') : result.errorCount > 0 ? t('recordIo.preview.blockedErrors') : null;
  return (
    <section className="record-io-card record-io-preview" aria-labelledby={titleId} aria-busy={updating}>
      <h2 id={titleId} className="record-io-title">
        {t('recordIo.preview.title')}
      </h2>
      <Summary result={result} />
      {result.trainings === 0 && result.alreadyThere > 0 ? <p className="record-io-note">{t('recordIo.preview.nothingNew')}</p> : null}
      {/* The unit matters once rows were read; a header of another app's layout reads none. */}
      {result.unitFromFile || result.trainings + result.alreadyThere === 0 ? null : <UnitChoice value={weightUnit} disabled={busy} onChange={onWeightUnit} />}
      {result.errorCount > 0 ? <LineErrors result={result} /> : null}
      {result.exercises.length > 0 ? (
        <section aria-labelledby={exercisesId}>
          <h3 id={exercisesId} className="record-io-subtitle">
            {t('recordIo.preview.exercisesTitle')}
          </h3>
          {result.unmatched.length > 0 ? <p className="record-io-note">{t('recordIo.preview.unmatchedHint', { count: result.unmatched.length })}</p> : null}
          <ul className="record-io-exercises">
            {result.exercises.map((exercise) => (
              <ExerciseRow key={exercise.name} exercise={exercise} decision={mapping.find((entry) => entry.name === exercise.name)} disabled={busy} {...handlers} />
            ))}
          </ul>
        </section>
      ) : null}
      {blocked ? <p className="record-io-note">{blocked}</p> : null}
      {importError ? (
        <p role="alert" className="record-io-error">
          {t('recordIo.preview.failed', { reason: errorMessage(importError, t('errors.serviceError')) })}
        </p>
      ) : null}
      <Button block color="primary" shape="rounded" size="large" loading={importing} loadingText={t('recordIo.preview.importing')} disabled={busy || blocked !== null || result.trainings === 0} onClick={onImport}>
        {t('recordIo.preview.import', { count: result.trainings })}
      </Button>
    </section>
  );
}
