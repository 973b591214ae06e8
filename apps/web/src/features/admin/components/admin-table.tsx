import type { ReactNode } from 'react';
import styles from './admin.module.css';

export interface AdminColumn {
  /** The header; none for a column of buttons. */
  label?: string;
  /** Right-aligned figures (won, counts). */
  numeric?: boolean;
}

/**
 * The back office's list table: a header row, the rows the page renders as children, and a line
 * saying so when there are none. Scrolls sideways inside its frame on narrow screens.
 */
export function AdminTable({
  columns,
  rowCount,
  emptyText,
  spaced = false,
  children,
}: {
  columns: AdminColumn[];
  rowCount: number;
  /** Shown across the table when rowCount is 0. */
  emptyText?: string;
  /** Room below the table, for a form that follows it. */
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={spaced ? `${styles.tableWrap} ${styles.spaced}` : styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label ?? `column-${index}`}
                className={column.numeric ? styles.num : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children}
          {rowCount === 0 && emptyText && (
            <tr>
              <td colSpan={columns.length} className={styles.muted}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
