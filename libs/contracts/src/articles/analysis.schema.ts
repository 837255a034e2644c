import { z } from 'zod';
import { LIMITS } from '../limits';
import type { ValidationMessageCode } from '../validation-messages';
import {
  CAP_COLOURS,
  CONTAINER_ADDITIVES,
  DURATION_UNITS,
  isLoincCode,
  NPU_CODE,
  REJECTION_CRITERIA,
  SPECIMEN_MATERIALS,
  STORAGE_TEMPERATURES,
} from './analysis.constants';

/**
 * What a lab handbook says about one analysis an article describes (P-Kalium; B-MCV, B-MCH…): its
 * national codes, the specimen and its container, how the patient is prepared, how the sample is
 * handled and how long it keeps, what makes the lab reject it, and the usual turnaround.
 *
 * Shaped after FHIR R4's SpecimenDefinition (specimen, container, handling, rejection, patient
 * preparation) and ObservationDefinition (codes), so the FHIR catalogue is a mapping of these fields.
 * Codes, numbers and choices are the same in every language version of an article (the translation
 * editor copies them, as it copies the reference rows); the texts (`otherNames`, preparation,
 * transport, rejection effects, turnaround) are written in the article's language.
 */

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: 'invalidValue' satisfies ValidationMessageCode }) });

const text = (max: number) =>
  z
    .string({ invalid_type_error: 'invalidValue' })
    .trim()
    .max(max, 'analysisTextTooLong' satisfies ValidationMessageCode)
    .default('');

/** A number the editor may leave empty: null and absent are the same. */
const positive = (message: ValidationMessageCode) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.number({ invalid_type_error: 'rangeNumberInvalid' }).finite('rangeNumberInvalid').positive(message).optional(),
  );
const notNegative = (message: ValidationMessageCode) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.number({ invalid_type_error: 'rangeNumberInvalid' }).finite('rangeNumberInvalid').min(0, message).optional(),
  );

/** A list of codes, trimmed, blanks and repeats dropped; each must match its format. */
const codeList = (valid: (code: string) => boolean, message: ValidationMessageCode) =>
  z
    .array(z.string({ invalid_type_error: 'invalidValue' }), { invalid_type_error: 'invalidValue' })
    .max(LIMITS.analysisCodesMax, 'invalidValue')
    .default([])
    .transform((codes) => [...new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => code !== ''))])
    .superRefine((codes, ctx) =>
      codes.forEach((code, index) => {
        if (!valid(code)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index], message });
      }),
    );

export const specimenSchema = z
  .object({
    material: choice(SPECIMEN_MATERIALS).optional(),
    additive: choice(CONTAINER_ADDITIVES).optional(),
    capColour: choice(CAP_COLOURS).optional(),
    /** The volume the lab asks for, and the least it can analyse, in millilitres. */
    volumeMl: positive('analysisVolumePositive'),
    minimumVolumeMl: positive('analysisVolumePositive'),
  })
  .superRefine((specimen, ctx) => {
    if (specimen.volumeMl !== undefined && specimen.minimumVolumeMl !== undefined && specimen.minimumVolumeMl > specimen.volumeMl)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['minimumVolumeMl'], message: 'analysisMinimumAboveVolume' });
  });

export const patientPreparationSchema = z.object({
  fastingHours: notNegative('analysisDurationPositive'),
  restMinutes: notNegative('analysisDurationPositive'),
  /** When in the day to sample ("morning, 07–10"), in the article's language. */
  timeOfDay: text(LIMITS.analysisTextMax),
  /** When to sample against a drug dose ("before the next dose"), in the article's language. */
  doseTiming: text(LIMITS.analysisTextMax),
  notes: text(LIMITS.analysisTextMax),
});

export const specimenHandlingSchema = z.object({
  centrifugeWithinMinutes: positive('analysisDurationPositive'),
  protectFromLight: z.boolean({ invalid_type_error: 'invalidValue' }).default(false),
  onIce: z.boolean({ invalid_type_error: 'invalidValue' }).default(false),
  transport: text(LIMITS.analysisTextMax),
});

/** How long the sample keeps at one temperature. */
export const stabilitySchema = z.object({
  temperature: choice(STORAGE_TEMPERATURES),
  duration: z.number({ invalid_type_error: 'rangeNumberInvalid' }).finite('rangeNumberInvalid').positive('analysisDurationPositive'),
  unit: choice(DURATION_UNITS),
});

/** A reason for rejection and what it does to this analysis, in the article's language. */
export const rejectionSchema = z.object({
  criterion: choice(REJECTION_CRITERIA),
  effect: text(LIMITS.analysisTextMax),
});

/** Rows of a list keyed by one field: the second row with the same key is refused where it stands. */
const uniqueBy =
  <T>(key: (row: T) => string, field: string) =>
  (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(key(row))) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, field], message: 'analysisRowRepeated' });
      seen.add(key(row));
    });
  };

export const analysisSchema = z.object({
  /** The analysis as Swedish lab nomenclature writes it: system, component (P-Kalium, B-MCV). The same in both languages. */
  designation: z
    .string({ required_error: 'analysisDesignationRequired', invalid_type_error: 'analysisDesignationRequired' })
    .trim()
    .min(1, 'analysisDesignationRequired')
    .max(LIMITS.analysisDesignationMax, 'analysisTextTooLong'),
  npuCodes: codeList((code) => NPU_CODE.test(code), 'npuCodeInvalid'),
  loincCodes: codeList(isLoincCode, 'loincCodeInvalid'),
  /** Other names readers use in this language: lay names, abbreviations, older and brand names. */
  otherNames: z
    .array(z.string({ invalid_type_error: 'invalidValue' }), { invalid_type_error: 'invalidValue' })
    .default([])
    .transform((names) => [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))])
    .pipe(
      z
        .array(z.string().max(LIMITS.otherNameMax, 'analysisTextTooLong'))
        .max(LIMITS.otherNamesPerAnalysis, 'tooManyOtherNames'),
    ),
  specimen: specimenSchema.default({}),
  preparation: patientPreparationSchema.default({}),
  handling: specimenHandlingSchema.default({}),
  stability: z.array(stabilitySchema, { invalid_type_error: 'invalidValue' }).default([]).superRefine(uniqueBy((row) => row.temperature, 'temperature')),
  rejection: z.array(rejectionSchema, { invalid_type_error: 'invalidValue' }).default([]).superRefine(uniqueBy((row) => row.criterion, 'criterion')),
  /** The usual time from sampling to an answer ("1 hour; acute: 30 minutes"), in the article's language. */
  turnaround: text(LIMITS.analysisTextMax),
});
export type Analysis = z.infer<typeof analysisSchema>;
export type AnalysisFormValues = z.input<typeof analysisSchema>;

/** An article's analyses: at most LIMITS.analysesPerArticle, each designation once. */
export const analysesSchema = z
  .array(analysisSchema, { invalid_type_error: 'invalidValue' })
  .max(LIMITS.analysesPerArticle, 'tooManyAnalyses')
  .default([])
  .superRefine(uniqueBy((analysis) => analysis.designation.toLowerCase(), 'designation'));

