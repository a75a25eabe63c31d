import { Button } from 'antd-mobile';
import { useId } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useI18n } from '../../i18n/index.ts';
import { showToast } from '../../kit/notify.ts';
import { useExport } from './queries.ts';
import './record-io.css';

const FORMATS = ['csv', 'json'] as const;

/** Takes every training out: a CSV for a spreadsheet, or JSON for another app. */
export function ExportPanel() {
  const { t } = useI18n();
  const titleId = useId();
  const exporting = useExport();
  const pendingFormat = exporting.isPending ? exporting.variables : null;
  return (
    <section className="record-io-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="record-io-title">
        {t('recordIo.export.title')}
      </h2>
      <p className="record-io-hint">{t('recordIo.export.intro')}</p>
      {FORMATS.map((format) => (
        <div key={format} className="record-io-export">
          <Button
            block
            color="primary"
            fill={format === 'csv' ? 'solid' : 'outline'}
            shape="rounded"
            loading={pendingFormat === format}
            disabled={exporting.isPending}
            aria-describedby={`${titleId}-${format}`}
            onClick={() => exporting.mutate(format, { onSuccess: (filename) => showToast(t('recordIo.export.saved', { filename }), 'success') })}
          >
            {t(`recordIo.export.${format}`)}
          </Button>
          <p id={`${titleId}-${format}`} className="record-io-hint">
            {t(`recordIo.export.${format}Hint`)}
          </p>
        </div>
      ))}
      {exporting.isError ? (
        <p role="alert" className="record-io-error">
          {t('recordIo.export.failed', { reason: errorMessage(exporting.error, t('errors.serviceError')) })}
        </p>
      ) : null}
    </section>
  );
}
