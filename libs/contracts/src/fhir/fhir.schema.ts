import { z } from 'zod';
import { articleLanguageSchema } from '../articles/article-language.schema';
import { DEFAULT_LANGUAGE } from '../languages.constants';

/**
 * The lab handbook as an HL7 FHIR R4 catalogue (read only): each analysis of a published article is
 * one ObservationDefinition and one SpecimenDefinition. Content maps the articles (content/fhir/),
 * the gateway serves them under /fhir (gateway/fhir/).
 */

export const FHIR_VERSION = '4.0.1';
/** FHIR's JSON media type (R4 http.html#mime-type), sent with every answer of the catalogue. */
export const FHIR_JSON = 'application/fhir+json';

/** Code systems as FHIR names them. */
export const FHIR_SYSTEM = {
  loinc: 'http://loinc.org',
  /**
   * NPU (IFCC-IUPAC "Nomenclature for Properties and Units") by its OID, as the Danish eHealth
   * Infrastructure's implementation guide (ehealth.sundhed.dk, v6.0.0, ValueSet
   * http://medcom.dk/terminologi/phmr-observation-vs) and HL7's terminology (terminology.hl7.org) write it.
   */
  npu: 'urn:oid:1.2.208.176.2.1',
  ucum: 'http://unitsofmeasure.org',
} as const;

/** The resources of the catalogue. */
export const FHIR_RESOURCE_TYPES = ['ObservationDefinition', 'SpecimenDefinition'] as const;
export type FhirResourceType = (typeof FHIR_RESOURCE_TYPES)[number];

/** FHIR's id: 1–64 of letters, digits, '-' and '.' (R4 datatypes.html#id). */
export const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

/** Most resources one searchset holds; a longer result is read a page at a time (_offset). */
export const FHIR_COUNT_MAX = 200;
const FHIR_COUNT_DEFAULT = 50;

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const whole = (min: number, max: number) => z.coerce.number({ invalid_type_error: 'invalidValue' }).int('invalidValue').min(min, 'invalidValue').max(max, 'invalidValue');

/** One code searched for: `system|code`, `|code` (no system) or a bare code (any system). */
export interface FhirToken {
  system?: string;
  code: string;
}

/** A token parameter as FHIR writes it; a code is compared as stored (NPU and LOINC codes in capitals). */
function parseToken(value: string): FhirToken {
  const bar = value.indexOf('|');
  if (bar === -1) return { code: value.trim().toUpperCase() };
  return { system: value.slice(0, bar).trim(), code: value.slice(bar + 1).trim().toUpperCase() };
}

const tokenSchema = z
  .string({ invalid_type_error: 'invalidValue' })
  .max(200, 'invalidValue')
  .transform(parseToken)
  .refine((token) => token.code !== '', 'invalidValue');

/** `_format`, which FHIR clients may send: the catalogue answers JSON only. */
const formatParameter = { _format: z.enum(['json', 'application/json', FHIR_JSON], { errorMap: () => ({ message: 'invalidValue' }) }).optional() };

/**
 * Searches: strict, so a parameter the catalogue does not support is refused (400), not ignored.
 * `_language` (Swedish unless asked) picks the language version whose analyses answer, since an
 * article's versions are separate articles; a read needs none, its id names the version.
 */
const searchQuery = {
  ...formatParameter,
  _language: z.preprocess(blankAsAbsent, articleLanguageSchema.default(DEFAULT_LANGUAGE)),
  _count: z.preprocess(blankAsAbsent, whole(0, FHIR_COUNT_MAX).default(FHIR_COUNT_DEFAULT)),
  _offset: z.preprocess(blankAsAbsent, whole(0, 100_000).default(0)),
};

export const observationDefinitionSearchSchema = z.object({ ...searchQuery, code: z.preprocess(blankAsAbsent, tokenSchema.optional()) }).strict();
export type ObservationDefinitionSearch = z.output<typeof observationDefinitionSearchSchema>;

export const specimenDefinitionSearchSchema = z.object(searchQuery).strict();
export type SpecimenDefinitionSearch = z.output<typeof specimenDefinitionSearchSchema>;

export const fhirIdParamsSchema = z.object({ id: z.string().regex(FHIR_ID, 'invalidValue') });
export const fhirReadQuerySchema = z.object(formatParameter).strict();
export const fhirMetadataQuerySchema = z.object(formatParameter).strict();

/** What content is asked for one resource. */
export const fhirReadSchema = z.object({ id: z.string().regex(FHIR_ID) });
export type FhirRead = z.output<typeof fhirReadSchema>;

/** What content is asked for a search: a page of the matching resources in one language version. */
export const fhirSearchSchema = z.object({
  language: articleLanguageSchema,
  count: z.number().int().min(0).max(FHIR_COUNT_MAX),
  offset: z.number().int().min(0),
  code: z.object({ system: z.string().optional(), code: z.string().min(1) }).optional(),
});
export type FhirSearch = z.output<typeof fhirSearchSchema>;

/**
 * A FHIR resource as the contracts see it: its type and id; the rest is FHIR's own structure,
 * validated by the tests against HL7's R4 JSON schema rather than copied here.
 */
export const fhirResourceSchema = z.object({ resourceType: z.string(), id: z.string().optional() }).passthrough();
export type FhirResource = z.infer<typeof fhirResourceSchema>;

/** Content's answer to a search: how many match, and the page asked for. */
export const fhirSearchResultSchema = z.object({ total: z.number().int().min(0), resources: z.array(fhirResourceSchema) });
export type FhirSearchResult = z.infer<typeof fhirSearchResultSchema>;

export const fhirBundleSchema = z
  .object({
    resourceType: z.literal('Bundle'),
    type: z.literal('searchset'),
    total: z.number().int().min(0),
    entry: z.array(z.object({ fullUrl: z.string(), resource: fhirResourceSchema }).passthrough()).optional(),
  })
  .passthrough();
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
