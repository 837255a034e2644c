import { AUDIT_CSV_COLUMNS, type AuditEntry } from '@labmedicin/contracts';

/** What a spreadsheet would read as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could be taken for a formula gets an apostrophe first; every cell is quoted. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const line = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line. */
export const AUDIT_CSV_HEADER = line([...AUDIT_CSV_COLUMNS]);

/** An entry's line, in the order of AUDIT_CSV_COLUMNS; its details as `name=value` pairs. */
export function auditCsvLine(entry: AuditEntry): string {
  const details = Object.entries(entry.details)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('; ');
  return line([
    entry.at,
    entry.action,
    entry.outcome,
    entry.actor?.id,
    entry.actor?.username,
    entry.target?.type,
    entry.target?.id,
    entry.target?.label,
    details,
    entry.requestId,
  ]);
}
