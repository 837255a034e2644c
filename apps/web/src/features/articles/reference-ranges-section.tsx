import { isStructured, type Language, type ReferenceRange } from '@labmedicin/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/lazy-component';
import { ReferenceRangeTable } from '../../components/reference-range-table';
import type { Units } from './units-switch';

// The units switch and the result check are chunks of their own, with their texts, loaded only by
// articles whose rows have a conversion or numbers: the public first load stays without them.
// Each with the line that says, without JavaScript, what it needs (reference-tools.tsx).
const UnitsSwitch = lazyComponent('UnitsSwitch', () => import('./units-switch-tool').then((module) => module.UnitsSwitchTool));
const ResultCheck = lazyComponent('ResultCheck', () => import('./result-check-tool').then((module) => module.ResultCheckTool));

/** Where the reader's choice of units is kept between visits. */
const UNITS_STORAGE_KEY = 'labmedicin.referenceUnits';

function storedUnits(): Units {
  try {
    return localStorage.getItem(UNITS_STORAGE_KEY) === 'conventional' ? 'conventional' : 'si';
  } catch {
    return 'si';
  }
}

/**
 * An article's reference ranges: the table, in the article's language; the choice of SI or conventional units where a row
 * states its conversion (remembered in this browser); the result check where rows are structured.
 */
export function ReferenceRangesSection({ rows, language }: { rows: ReferenceRange[]; language: Language }) {
  const { t } = useTranslation('articleContent', { lng: language });
  const [units, setUnits] = useState<Units>('si');
  const [highlighted, setHighlighted] = useState<number | undefined>();
  const conversions = [...new Map(rows.flatMap((row) => (row.conversion ? [[`${row.unit} ${row.conversion.unit}`, { si: row.unit, conversion: row.conversion }] as const] : []))).values()];
  // Read after hydration: the server renders SI, as it cannot know the reader's choice.
  useEffect(() => setUnits(storedUnits()), []);
  const choose = (next: Units) => {
    setUnits(next);
    try {
      localStorage.setItem(UNITS_STORAGE_KEY, next);
    } catch {
      // Storage may be off (private mode): the choice then holds for this page only.
    }
  };
  return (
    <>
      {conversions.length > 0 && (
        <Suspense fallback={null}>
          <UnitsSwitch units={units} onChoose={choose} conversions={conversions} />
        </Suspense>
      )}
      {/* On a phone the rows stack, each cell led by its column's name (components/layout.css); a cell too wide still scrolls in its box, which the keyboard can reach. */}
      <div className="table-responsive" tabIndex={0} role="group" aria-label={t('sections.referenceRanges')}>
        <ReferenceRangeTable rows={rows} conventional={units === 'conventional'} highlighted={highlighted} className="table-striped table-stacked" language={language} />
      </div>
      {rows.some(isStructured) && (
        <Suspense fallback={null}>
          <ResultCheck rows={rows} onMatch={setHighlighted} />
        </Suspense>
      )}
    </>
  );
}
