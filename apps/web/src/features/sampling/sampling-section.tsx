import { CAP_COLOUR_VALUES, STORAGE_TEMPERATURES, type Analysis, type Language } from '@labmedicin/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDuration, formatMillilitres, formatMinutes } from './sampling-format';
import { PrintSamplingButton } from './print-sampling-button';
import './sampling-i18n';
import './sampling.css';

/** One fact of an analysis (tube, volume, preparation…), left out when the analysis says nothing of it. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sampling-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The tube: the cap's colour as a swatch beside its name and the additive's, which names the tube whatever a maker's colour. */
function Tube({ analysis, t }: { analysis: Analysis; t: TFunction<'sampling'> }) {
  const { capColour, additive } = analysis.specimen;
  if (!capColour && !additive) return null;
  return (
    <Fact label={t('tube')}>
      {capColour && <span className="sampling-swatch" style={{ backgroundColor: CAP_COLOUR_VALUES[capColour] }} aria-hidden="true" />}
      {additive && <span className="fw-semibold">{t(`additives.${additive}`)}</span>}
      {capColour && additive && ', '}
      {capColour && <span>{t('cap', { colour: t(`capColours.${capColour}`) })}</span>}
    </Fact>
  );
}

function volumeOf({ volumeMl, minimumVolumeMl }: Analysis['specimen'], language: Language, t: TFunction<'sampling'>): string | null {
  const minimum = minimumVolumeMl === undefined ? undefined : formatMillilitres(minimumVolumeMl, language);
  if (volumeMl === undefined) return minimum === undefined ? null : t('minimumOnly', { minimum });
  const volume = formatMillilitres(volumeMl, language);
  return minimum === undefined ? volume : t('volumeWithMinimum', { volume, minimum });
}

function preparationOf({ preparation }: Analysis, language: Language, t: TFunction<'sampling'>): string[] {
  const { fastingHours, restMinutes, timeOfDay, doseTiming, notes } = preparation;
  return [
    fastingHours === undefined ? '' : fastingHours === 0 ? t('noFasting') : t('fasting', { duration: formatDuration(fastingHours, 'h', language) }),
    restMinutes === undefined || restMinutes === 0 ? '' : t('rest', { duration: formatMinutes(restMinutes, language) }),
    timeOfDay && t('timeOfDay', { text: timeOfDay }),
    doseTiming && t('doseTiming', { text: doseTiming }),
    notes,
  ].filter((line) => line !== '');
}

function handlingOf({ handling }: Analysis, language: Language, t: TFunction<'sampling'>): string[] {
  const { centrifugeWithinMinutes, protectFromLight, onIce, transport } = handling;
  return [
    centrifugeWithinMinutes === undefined ? '' : t('centrifuge', { duration: formatMinutes(centrifugeWithinMinutes, language) }),
    protectFromLight ? t('protectFromLight') : '',
    onIce ? t('onIce') : '',
    transport && t('transport', { text: transport }),
  ].filter((line) => line !== '');
}

function Lines({ lines }: { lines: string[] }) {
  return lines.length === 1 ? (
    <>{lines[0]}</>
  ) : (
    <ul className="sampling-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** How long the sample keeps, room temperature first, then 2–8 °C, then frozen. */
function StabilityTable({ rows, language, t }: { rows: Analysis['stability']; language: Language; t: TFunction<'sampling'> }) {
  const ordered = [...rows].sort((a, b) => STORAGE_TEMPERATURES.indexOf(a.temperature) - STORAGE_TEMPERATURES.indexOf(b.temperature));
  return (
    <table className="table table-sm sampling-table">
      <caption>{t('stability')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('storage')}</th>
          <th scope="col">{t('keeps')}</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((row) => (
          <tr key={row.temperature}>
            <th scope="row">{t(`temperatures.${row.temperature}`)}</th>
            <td>{formatDuration(row.duration, row.unit, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RejectionTable({ rows, t }: { rows: Analysis['rejection']; t: TFunction<'sampling'> }) {
  return (
    <table className="table table-sm sampling-table">
      <caption>{t('rejection')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('criterion')}</th>
          <th scope="col">{t('effect')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.criterion}>
            <th scope="row">{t(`criteria.${row.criterion}`)}</th>
            <td>{row.effect}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AnalysisEntry({ analysis, language, t }: { analysis: Analysis; language: Language; t: TFunction<'sampling'> }) {
  const headingId = useId();
  const { specimen, stability, rejection, turnaround, npuCodes, loincCodes } = analysis;
  const volume = volumeOf(specimen, language, t);
  const preparation = preparationOf(analysis, language, t);
  const handling = handlingOf(analysis, language, t);
  const codes = [...npuCodes, ...loincCodes.map((code) => `LOINC ${code}`)];
  const facts = [
    <Tube key="tube" analysis={analysis} t={t} />,
    specimen.material && (
      <Fact key="material" label={t('material')}>
        {t(`materials.${specimen.material}`)}
      </Fact>
    ),
    volume && (
      <Fact key="volume" label={t('volume')}>
        {volume}
      </Fact>
    ),
    preparation.length > 0 && (
      <Fact key="preparation" label={t('preparation')}>
        <Lines lines={preparation} />
      </Fact>
    ),
    handling.length > 0 && (
      <Fact key="handling" label={t('handling')}>
        <Lines lines={handling} />
      </Fact>
    ),
    turnaround && (
      <Fact key="turnaround" label={t('turnaround')}>
        {turnaround}
      </Fact>
    ),
    codes.length > 0 && (
      <Fact key="codes" label={t('codes')}>
        {codes.join(' · ')}
      </Fact>
    ),
  ];
  const lists = [preparation, handling, codes, stability, rejection];
  const empty = !specimen.capColour && !specimen.additive && !specimen.material && !volume && !turnaround && lists.every((list) => list.length === 0);
  return (
    <section className="sampling-analysis" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 mb-2">
        {analysis.designation}
      </h3>
      {empty ? (
        <p className="text-muted small mb-0">{t('noDetails')}</p>
      ) : (
        <>
          <dl className="sampling-facts">{facts}</dl>
          {stability.length > 0 && <StabilityTable rows={stability} language={language} t={t} />}
          {rejection.length > 0 && <RejectionTable rows={rejection} t={t} />}
        </>
      )}
    </section>
  );
}

/**
 * "Provtagning / Sampling": what the lab handbook says of each analysis the article describes, in
 * the article's language (its texts are): the tube by its additive beside the cap's swatch,
 * specimen, volumes, patient preparation, handling, stability per temperature, rejection criteria
 * and their effect, turnaround and the national codes. Its print button prints this section alone
 * on one A4 page (sampling.css), headed by the article it comes from.
 */
export function SamplingSection({ analyses, language, title, address, lang }: { analyses: Analysis[]; language: Language; title: string; address: string; lang?: string }) {
  const headingId = useId();
  const { t: own } = useTranslation('sampling', { lng: language });
  return (
    <section className="sampling-section mb-4" aria-labelledby={headingId} data-testid="sampling-section">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3 pb-2 border-bottom">
        <h2 id={headingId} className="h4 mb-0" lang={lang}>
          {own('title')}
        </h2>
        <PrintSamplingButton />
      </div>
      <p className="sampling-print-source" lang={lang}>
        {own('printSource', { title })} · {address}
      </p>
      <div className="sampling-analyses" lang={lang}>
        {analyses.map((analysis) => (
          <AnalysisEntry key={analysis.designation} analysis={analysis} language={language} t={own} />
        ))}
      </div>
    </section>
  );
}
