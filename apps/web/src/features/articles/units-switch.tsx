import { formatNumber, type UnitConversion } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { useRangeNotation } from '../../components/reference-range-table';
import '../../components/reference-tools-i18n';

export type Units = 'si' | 'conventional';

interface UnitsSwitchProps {
  units: Units;
  onChoose: (units: Units) => void;
  /** Each conversion of the table once, with the unit it converts from. */
  conversions: readonly { si: string; conversion: UnitConversion }[];
}

/** SI or conventional units for the reference table: says which is shown and, when converted, by what factor from which source. */
export function UnitsSwitch({ units, onChoose, conversions }: UnitsSwitchProps) {
  const { t } = useTranslation('referenceTools');
  const notation = useRangeNotation();
  return (
    <div className="mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <p className="mb-0 small">{units === 'si' ? t('units.showingSi') : t('units.showingConventional')}</p>
        <div className="btn-group btn-group-sm" role="group" aria-label={t('units.label')}>
          {(['si', 'conventional'] as const).map((option) => (
            <button key={option} type="button" className={`btn ${units === option ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={units === option} onClick={() => onChoose(option)}>
              {t(`units.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {units === 'conventional' && (
        <ul className="small text-muted list-unstyled mb-0 mt-1">
          {conversions.map(({ si, conversion }) => (
            <li key={`${si} ${conversion.unit}`}>
              {t('units.factor', { conventional: conversion.unit, si, factor: formatNumber(conversion.factor, notation), source: conversion.source })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
