import type { TemplateSummary } from '@repwise/contracts';
import { CheckOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { templateInfoPath } from '../../../kit/paths.ts';
import { useLongPress } from '../use-long-press.ts';
import { ListCover } from './list-cover.tsx';
import './template-row.css';

function RowText({ template, typeLabel }: { template: TemplateSummary; typeLabel: string }) {
  const { t } = useI18n();
  const meta = [
    t('templates.exerciseCount', { count: template.exerciseCount }),
    t('templates.setCount', { count: template.setCount }),
    template.units,
  ].join(' · ');
  return (
    <span className="template-row-text">
      <span className="template-row-name">{template.name}</span>
      {template.description && <span className="template-row-description">{template.description}</span>}
      <span className="template-row-meta">
        {typeLabel && <span className="template-row-type">{typeLabel}</span>}
        <span className="template-row-counts">{meta}</span>
      </span>
    </span>
  );
}

interface LinkRowProps {
  template: TemplateSummary;
  typeLabel: string;
  /** A long-press starts choosing (Mine only). */
  onLongPress?: ((id: number) => void) | undefined;
  /** Copies an official template into Mine. */
  onCopy?: ((template: TemplateSummary) => void) | undefined;
}

/** A template in a list: a tap opens it. */
export const TemplateLinkRow = memo(function TemplateLinkRow({ template, typeLabel, onLongPress, onCopy }: LinkRowProps) {
  const { t } = useI18n();
  const press = useLongPress(() => onLongPress?.(template.id));
  return (
    <div className="template-row-wrap">
      <Link className="template-row" to={templateInfoPath(template.id)} data-template-id={template.id} {...(onLongPress ? press : {})}>
        <ListCover cover={template.cover} coverUrl={template.coverUrl} />
        <RowText template={template} typeLabel={typeLabel} />
      </Link>
      {onCopy && (
        <button type="button" className="template-row-copy" onClick={() => onCopy(template)} aria-label={t('templates.copyNamed', { name: template.name })}>
          {t('templates.copy')}
        </button>
      )}
    </div>
  );
});

interface CheckRowProps {
  template: TemplateSummary;
  typeLabel: string;
  checked: boolean;
  onToggle: (id: number) => void;
}

/** A template with a checkbox, while choosing templates to delete. */
export const TemplateCheckRow = memo(function TemplateCheckRow({ template, typeLabel, checked, onToggle }: CheckRowProps) {
  return (
    <label className={checked ? 'template-row is-checked' : 'template-row'} data-template-id={template.id}>
      <input type="checkbox" className="visually-hidden" checked={checked} onChange={() => onToggle(template.id)} />
      <ListCover cover={template.cover} coverUrl={template.coverUrl} />
      <RowText template={template} typeLabel={typeLabel} />
      <span className="template-row-check" aria-hidden>
        {checked && <CheckOutline />}
      </span>
    </label>
  );
});
