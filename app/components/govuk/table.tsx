import type { ReactNode } from 'react';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface TableCell {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  /** "numeric" right-aligns with tabular numbers. */
  format?: 'numeric' | string;
  classes?: string;
  colspan?: number;
  rowspan?: number;
  attributes?: Attributes;
}

export interface TableProps {
  rows: Array<Array<TableCell> | null | undefined | false>;
  head?: TableCell[];
  caption?: ReactNode;
  /** e.g. "govuk-table__caption--m". */
  captionClasses?: string;
  /** The first cell of each row is a row header (`<th scope="row">`). */
  firstCellIsHeader?: boolean;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukTable`. */
export function Table({
  rows,
  head,
  caption,
  captionClasses,
  firstCellIsHeader,
  classes,
  attributes,
}: TableProps) {
  return (
    <table className={cx('govuk-table', classes)} {...attributes}>
      {caption !== undefined && caption !== null && caption !== '' ? (
        <caption className={cx('govuk-table__caption', captionClasses)}>{caption}</caption>
      ) : null}
      {head ? (
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {head.map((item, i) => (
              <th
                scope="col"
                className={cx(
                  'govuk-table__header',
                  item.format && `govuk-table__header--${item.format}`,
                  item.classes,
                )}
                colSpan={item.colspan || undefined}
                rowSpan={item.rowspan || undefined}
                key={i}
                {...item.attributes}
                {...contentProps(item.html, item.text)}
              />
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody className="govuk-table__body">
        {rows.map((row, r) =>
          row ? (
            <tr className="govuk-table__row" key={r}>
              {row.map((cell, c) => {
                const common = {
                  colSpan: cell.colspan || undefined,
                  rowSpan: cell.rowspan || undefined,
                  ...cell.attributes,
                  ...contentProps(cell.html, cell.text),
                };
                return c === 0 && firstCellIsHeader ? (
                  <th scope="row" className={cx('govuk-table__header', cell.classes)} key={c} {...common} />
                ) : (
                  <td
                    className={cx(
                      'govuk-table__cell',
                      cell.format && `govuk-table__cell--${cell.format}`,
                      cell.classes,
                    )}
                    key={c}
                    {...common}
                  />
                );
              })}
            </tr>
          ) : null,
        )}
      </tbody>
    </table>
  );
}
