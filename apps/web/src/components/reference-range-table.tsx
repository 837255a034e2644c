import { formatNumber, rangeText, toConventional, type Language, type RangeNotation, type ReferenceRange } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import './article-content-i18n';
import './reference-tools-i18n';
import { SpecimenText } from './specimen-text';

interface ReferenceRangeTableProps {
  rows: readonly ReferenceRange[];
  /** Rows with a conversion shown in their conventional unit; the others as stored. */
  conventional?: boolean;
  /** The row the result check matched. */
  highlighted?: number;
  className?: string;
  /** The article's language, which its headings, numbers and specimen prefixes follow; else the interface's, without prefixes explained. */
  language?: Language;
}

/** The reader's notation: decimal comma in Swedish, point in English. */
export function useRangeNotation(): RangeNotation {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'sv';
}

/** A row's critical limits as text ("≤2,5 / ≥6,0": a value at a limit is critical), '' when it has none. */
function criticalText(row: ReferenceRange, notation: RangeNotation): string {
  const low = row.criticalLow === undefined ? '' : `≤${formatNumber(row.criticalLow, notation)}`;
  const high = row.criticalHigh === undefined ? '' : `≥${formatNumber(row.criticalHigh, notation)}`;
  return [low, high].filter(Boolean).join(' / ');
}

/**
 * An article's reference ranges (the article page and the admin's comparison of versions): a
 * structured row's range is written from its numbers in the notation of the article's language (or
 * the reader's); the critical limits get a column when a row has one.
 */
export function ReferenceRangeTable({ rows, conventional = false, highlighted, className = '', language }: ReferenceRangeTableProps) {
  const { t } = useTranslation('articleContent', { lng: language });
  const { t: tools } = useTranslation('referenceTools');
  const readers = useRangeNotation();
  const notation: RangeNotation = language ?? readers;
  const shown = conventional ? rows.map(toConventional) : rows;
  const critical = rows.some((row) => row.criticalLow !== undefined || row.criticalHigh !== undefined);
  return (
    <table className={`reference-ranges table table-sm table-bordered ${className}`} lang={language}>
      <thead>
        <tr>
          <th scope="col">{t('columns.parameter')}</th>
          <th scope="col">{t('columns.range')}</th>
          <th scope="col">{t('columns.unit')}</th>
          {critical && <th scope="col">{t('columns.critical')}</th>}
          <th scope="col">{t('columns.notes')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((row, index) => (
          <tr key={index} className={index === highlighted ? 'table-primary' : undefined} aria-current={index === highlighted ? 'true' : undefined}>
            {/* data-label: each cell's column name, which leads it where the table stacks on a phone (.table-stacked). */}
            <td data-label={t('columns.parameter')}>
              {language ? <SpecimenText text={row.parameter} language={language} /> : row.parameter}
              {index === highlighted && <span className="visually-hidden"> ({tools('table.matchedRow')})</span>}
            </td>
            <td data-label={t('columns.range')}>{rangeText(row, notation)}</td>
            <td data-label={t('columns.unit')}>{row.unit}</td>
            {critical && <td data-label={t('columns.critical')}>{criticalText(row, notation)}</td>}
            <td data-label={t('columns.notes')}>{row.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
