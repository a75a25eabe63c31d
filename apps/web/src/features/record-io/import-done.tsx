import type { ImportResult } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { PATHS, monthRecordPath } from '../../kit/paths.ts';

/** What was imported, with the way to the reports it now counts in. */
export function ImportDone({ result, onAnother }: { result: ImportResult; onAnother: () => void }) {
  const { t } = useI18n();
  const { formatMonth } = useFormat();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className="record-io-card record-io-done" aria-labelledby={titleId}>
      <h2 id={titleId} className="record-io-title">
        <CheckCircleFill aria-hidden className="record-io-done-icon" />
        {t('recordIo.done.title')}
      </h2>
      <p role="status">{t('recordIo.done.summary', { count: result.trainings, sets: result.sets })}</p>
      {result.months.length > 0 ? (
        <ul className="record-io-months">
          {result.months.map((month) => (
            <li key={month}>
              <Link to={monthRecordPath(month)} className="record-io-link">
                {t('recordIo.done.month', { month: formatMonth(month) })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate(PATHS.userRecordHome)}>
        {t('recordIo.done.reports')}
      </Button>
      <Button block fill="none" className="record-io-another" onClick={onAnother}>
        {t('recordIo.done.another')}
      </Button>
    </section>
  );
}
