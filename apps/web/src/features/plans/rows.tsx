import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled white card of rows. */
export function RowCard({ title, children, empty }: { title: string; children: ReactNode; empty?: string | undefined }) {
  const hasRows = Array.isArray(children) ? children.length > 0 : Boolean(children);
  return (
    <section className="plan-rows-card">
      <h2 className="plan-rows-title">{title}</h2>
      {hasRows ? <ul className="plan-rows">{children}</ul> : <p className="plan-muted plan-rows-empty">{empty}</p>}
    </section>
  );
}

interface RowProps {
  title: ReactNode;
  detail?: ReactNode;
  /** At the right edge: a status, a date. */
  extra?: ReactNode;
}

function RowText({ title, detail, extra }: RowProps) {
  return (
    <>
      <span className="plan-row-text">
        <span className="plan-row-title">{title}</span>
        {detail && <span className="plan-row-detail">{detail}</span>}
      </span>
      {extra && <span className="plan-row-extra">{extra}</span>}
    </>
  );
}

/** A row that opens a screen: the whole row is the link, at least 44 px tall. */
export function LinkRow({ to, ...text }: RowProps & { to: string }) {
  return (
    <li>
      <Link className="plan-row" to={to}>
        <RowText {...text} />
        <RightOutline className="plan-row-arrow" aria-hidden />
      </Link>
    </li>
  );
}

/** A row to read only. */
export function PlainRow(text: RowProps) {
  return (
    <li className="plan-row">
      <RowText {...text} />
    </li>
  );
}
