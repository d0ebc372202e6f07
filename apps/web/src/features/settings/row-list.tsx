import { MAX_PROFILE_ROWS } from '@launchpad/contract';
import { useRef, type ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';

interface RowListProps<Row extends { key: string }> {
  /** Names a row: 'Education' gives 'Education 1', 'Add Education' and 'Remove Education 1'. */
  rowName: string;
  rows: readonly Row[];
  blank: () => Row;
  onChange: (rows: Row[]) => void;
  renderRow: (row: Row, index: number) => ReactNode;
}

/**
 * Rows that can be added and removed. Product rules §5: at least one row always remains; removing the last
 * one resets it to blank.
 */
export function RowList<Row extends { key: string }>({
  rowName,
  rows,
  blank,
  onChange,
  renderRow,
}: RowListProps<Row>) {
  const addRef = useRef<HTMLButtonElement>(null);

  function remove(index: number) {
    onChange(rows.length === 1 ? [blank()] : rows.filter((_, at) => at !== index));
    // The pressed button is gone; the add button is the nearest control that stays.
    addRef.current?.focus();
  }

  return (
    <div className="space-y-4">
      {rows.map((row, index) => (
        <fieldset key={row.key} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {rowName} {index + 1}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{renderRow(row, index)}</div>
          <button
            type="button"
            className={`${buttonStyles.ghost} mt-3 text-red-800 hover:text-red-900`}
            onClick={() => remove(index)}
          >
            Remove {rowName} {index + 1}
          </button>
        </fieldset>
      ))}
      <button
        ref={addRef}
        type="button"
        className={buttonStyles.secondary}
        disabled={rows.length >= MAX_PROFILE_ROWS}
        onClick={() => onChange([...rows, blank()])}
      >
        Add {rowName}
      </button>
    </div>
  );
}
