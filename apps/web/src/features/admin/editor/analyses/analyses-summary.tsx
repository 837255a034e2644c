import type { Analysis } from '@labmedicin/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TubeSwatch } from './analysis-inputs';

/** The analyses of a version as the compare screen shows them: each field that is set, in words. */
export function AnalysesSummary({ analyses }: { analyses: Analysis[] }) {
  const { t } = useTranslation('analysisEditor');
  if (analyses.length === 0) return <span className="text-muted">{t('compareNone')}</span>;
  return (
    <>
      {analyses.map((analysis) => {
        const { specimen, preparation, handling } = analysis;
        const rows: [string, string][] = [
          [t('npuCodes'), analysis.npuCodes.join(', ')],
          [t('loincCodes'), analysis.loincCodes.join(', ')],
          [t('otherNames'), analysis.otherNames.join(', ')],
          [t('specimen.material'), specimen.material ? t(`materials.${specimen.material}`) : ''],
          [t('specimen.volumeMl'), specimen.volumeMl?.toString() ?? ''],
          [t('specimen.minimumVolumeMl'), specimen.minimumVolumeMl?.toString() ?? ''],
          [t('preparation.fastingHours'), preparation.fastingHours?.toString() ?? ''],
          [t('preparation.restMinutes'), preparation.restMinutes?.toString() ?? ''],
          [t('preparation.timeOfDay'), preparation.timeOfDay],
          [t('preparation.doseTiming'), preparation.doseTiming],
          [t('preparation.notes'), preparation.notes],
          [t('handling.centrifugeWithinMinutes'), handling.centrifugeWithinMinutes?.toString() ?? ''],
          [t('handling.protectFromLight'), handling.protectFromLight ? '✓' : ''],
          [t('handling.onIce'), handling.onIce ? '✓' : ''],
          [t('handling.transport'), handling.transport],
          [t('stability.legend'), analysis.stability.map((row) => `${t(`temperatures.${row.temperature}`)}: ${row.duration} ${t(`units.${row.unit}`)}`).join('; ')],
          [t('rejection.legend'), analysis.rejection.map((row) => [t(`criteria.${row.criterion}`), row.effect].filter(Boolean).join(': ')).join('; ')],
          [t('turnaround'), analysis.turnaround],
        ];
        return (
          <div key={analysis.designation} className="mb-2">
            <div className="fw-semibold">{analysis.designation}</div>
            <TubeSwatch additive={specimen.additive} capColour={specimen.capColour} />
            <dl className="row small mb-0">
              {rows
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <Fragment key={label}>
                    <dt className="col-5 fw-normal text-muted">{label}</dt>
                    <dd className="col-7 mb-1">{value}</dd>
                  </Fragment>
                ))}
            </dl>
          </div>
        );
      })}
    </>
  );
}
