import { FHIR_SYSTEM, formatNumber, type Analysis, type ArticleLanguage } from '@labmedicin/contracts';
import type { HandbookEntry } from './handbook-entry';
import { additiveConcept, capConcept, materialConcept, rejectionConcept, temperatureConcept, type CodeableConcept } from './fhir-terms';

const millilitres = (value: number) => ({ value, unit: 'mL', system: FHIR_SYSTEM.ucum, code: 'mL' });

/** The handbook's sentences, in the article's language, for what FHIR holds as text. */
const SAY = {
  sv: {
    fasting: (hours: string) => `Fastande ${hours} timmar före provtagning`,
    rest: (minutes: string) => `Vila ${minutes} minuter före provtagning`,
    volume: (ml: string) => `Provvolym ${ml} mL`,
    centrifuge: (minutes: string) => `Centrifugeras inom ${minutes} minuter`,
    light: 'Skyddas mot ljus',
    ice: 'Transporteras på is',
  },
  en: {
    fasting: (hours: string) => `Fasting ${hours} hours before sampling`,
    rest: (minutes: string) => `Rest ${minutes} minutes before sampling`,
    volume: (ml: string) => `Sample volume ${ml} mL`,
    centrifuge: (minutes: string) => `Centrifuge within ${minutes} minutes`,
    light: 'Protect from light',
    ice: 'Transport on ice',
  },
} satisfies Record<ArticleLanguage, unknown>;

function preparationOf({ preparation }: Analysis, language: ArticleLanguage): CodeableConcept[] {
  const say = SAY[language];
  const at = (value: number) => formatNumber(value, language);
  return [
    preparation.fastingHours !== undefined ? say.fasting(at(preparation.fastingHours)) : '',
    preparation.restMinutes !== undefined ? say.rest(at(preparation.restMinutes)) : '',
    preparation.doseTiming,
    preparation.notes,
  ]
    .filter((text) => text !== '')
    .map((text) => ({ text }));
}

/** Stability per temperature as handling entries, then the instructions that hold at any temperature. */
function handlingOf({ stability, handling }: Analysis, language: ArticleLanguage) {
  const say = SAY[language];
  const instructions = [
    handling.centrifugeWithinMinutes !== undefined ? say.centrifuge(formatNumber(handling.centrifugeWithinMinutes, language)) : '',
    handling.protectFromLight ? say.light : '',
    handling.onIce ? say.ice : '',
    handling.transport,
  ].filter((text) => text !== '');
  return [
    ...stability.map((row) => ({
      temperatureQualifier: temperatureConcept(row.temperature),
      maxDuration: { value: row.duration, unit: row.unit, system: FHIR_SYSTEM.ucum, code: row.unit },
    })),
    ...(instructions.length > 0 ? [{ instruction: instructions.join('. ') }] : []),
  ];
}

function containerOf({ specimen }: Analysis, language: ArticleLanguage) {
  const container = {
    ...(specimen.capColour ? { cap: capConcept(specimen.capColour) } : {}),
    ...(specimen.minimumVolumeMl !== undefined ? { minimumVolumeQuantity: millilitres(specimen.minimumVolumeMl) } : {}),
    ...(specimen.additive ? { additive: [{ additiveCodeableConcept: additiveConcept(specimen.additive, language) }] } : {}),
  };
  return Object.keys(container).length > 0 ? { container } : {};
}

/** An analysis's specimen as FHIR R4's SpecimenDefinition: what is taken, in what, how it is kept, and what is refused. */
export function specimenDefinitionOf(entry: HandbookEntry) {
  const { analysis, language } = entry;
  const { specimen } = analysis;
  const preparation = preparationOf(analysis, language);
  const handling = handlingOf(analysis, language);
  const rejection = analysis.rejection.map((row) => rejectionConcept(row.criterion, row.effect, language));
  return {
    resourceType: 'SpecimenDefinition' as const,
    id: entry.id,
    meta: { lastUpdated: entry.article.updatedAt },
    language,
    ...(specimen.material ? { typeCollected: materialConcept(specimen.material, language) } : {}),
    ...(preparation.length > 0 ? { patientPreparation: preparation } : {}),
    ...(analysis.preparation.timeOfDay ? { timeAspect: analysis.preparation.timeOfDay } : {}),
    typeTested: [
      {
        isDerived: false,
        ...(specimen.material ? { type: materialConcept(specimen.material, language) } : {}),
        preference: 'preferred' as const,
        ...containerOf(analysis, language),
        ...(specimen.volumeMl !== undefined ? { requirement: SAY[language].volume(formatNumber(specimen.volumeMl, language)) } : {}),
        ...(rejection.length > 0 ? { rejectionCriterion: rejection } : {}),
        ...(handling.length > 0 ? { handling } : {}),
      },
    ],
  };
}
