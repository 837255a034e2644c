/**
 * The lab handbook's codes and choices, without zod: the article page's sampling section, the
 * articles list's filter and the editor take them without the schemas (analysis.schema.ts).
 */

/** NPU code: the Nordic/IFCC-IUPAC "Nomenclature for Properties and Units" identifier, NPU + 5 digits. */
export const NPU_CODE = /^NPU\d{5}$/;
/** LOINC code: 1–7 digits, a hyphen and the check digit. */
export const LOINC_CODE = /^(\d{1,7})-(\d)$/;

/**
 * LOINC's check digit (its "mod 10" algorithm, the same as Luhn's): from the right, every other
 * digit starting with the last is doubled, the digits of all the results are added, and the check
 * digit brings the sum up to the next multiple of 10. 2823-3: 3·2=6, 2, 8·2=16→1+6, 2 → 17 → 3.
 */
export function loincCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const value = i % 2 === 0 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a LOINC code is well formed and its check digit right. */
export function isLoincCode(code: string): boolean {
  const match = LOINC_CODE.exec(code);
  return match !== null && loincCheckDigit(match[1]) === Number(match[2]);
}

/** Specimen materials (FHIR's typeTested.type; NPU's "system": B, P, S, U, aB, cB, Csv…). */
export const SPECIMEN_MATERIALS = [
  'whole-blood',
  'venous-blood',
  'arterial-blood',
  'capillary-blood',
  'plasma',
  'serum',
  'urine',
  'csf',
] as const;
export type SpecimenMaterial = (typeof SPECIMEN_MATERIALS)[number];

/** What the tube holds: the additive names the tube whatever colour a manufacturer gives its cap. */
export const CONTAINER_ADDITIVES = [
  'k2edta',
  'k3edta',
  'lithium-heparin',
  'lithium-heparin-gel',
  'sodium-heparin',
  'sodium-citrate-3.2',
  'clot-activator',
  'clot-activator-gel',
  'fluoride-oxalate',
  'fluoride-edta',
  'none',
] as const;
export type ContainerAdditive = (typeof CONTAINER_ADDITIVES)[number];

/** Cap colours as ISO 6710 names them (and FHIR's container-cap codes): shown beside the additive, never instead of it. */
export const CAP_COLOURS = ['lavender', 'green', 'light-green', 'light-blue', 'red', 'yellow', 'grey', 'black', 'pink', 'white', 'brown'] as const;
export type CapColour = (typeof CAP_COLOURS)[number];

/** FHIR's handling temperature qualifiers: room temperature, 2–8 °C, frozen. */
export const STORAGE_TEMPERATURES = ['room', 'refrigerated', 'frozen'] as const;
export type StorageTemperature = (typeof STORAGE_TEMPERATURES)[number];

/** Duration units as UCUM writes them (FHIR's Duration). */
export const DURATION_UNITS = ['min', 'h', 'd', 'wk', 'mo'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Why a lab refuses a sample. */
export const REJECTION_CRITERIA = [
  'haemolysis',
  'lipaemia',
  'icterus',
  'clotted',
  'wrong-tube',
  'underfilled',
  'wrong-temperature',
  'too-old',
  'unlabelled',
] as const;
export type RejectionCriterion = (typeof REJECTION_CRITERIA)[number];

/**
 * Screen colours of the ISO 6710 cap names, for the swatch beside a tube's name. Makers' shades
 * differ: the swatch helps the eye, the additive's name beside it is what identifies the tube.
 */
export const CAP_COLOUR_VALUES: Record<CapColour, string> = {
  lavender: '#b57edc',
  green: '#2e7d32',
  'light-green': '#9ccc65',
  'light-blue': '#81d4fa',
  red: '#c62828',
  yellow: '#fdd835',
  grey: '#9e9e9e',
  black: '#212121',
  pink: '#f48fb1',
  white: '#ffffff',
  brown: '#795548',
};
