import { CONTENT_MESSAGES } from '../catalogue/catalogue';
import {
  FHIR_JSON,
  fhirBundleSchema,
  fhirIdParamsSchema,
  fhirMetadataQuerySchema,
  fhirReadQuerySchema,
  fhirResourceSchema,
  observationDefinitionSearchSchema,
  specimenDefinitionSearchSchema,
} from '../fhir/fhir.schema';
import { route } from './route-spec';

/**
 * The lab handbook as a read-only HL7 FHIR R4 catalogue, for hospital systems (an EHR's order
 * catalogue, a LIS): public, cached like the other public reads, answered as FHIR JSON (resources,
 * searchset Bundles, OperationOutcome for failures), never in the API's `{ success, data }` shape.
 * Served at /fhir (the FHIR base hospital systems are given) and, as every route here, under /api.
 * Part of ROUTES.
 */
export const FHIR_ROUTES = {
  fhirMetadata: route({ method: 'GET', path: '/fhir/metadata' } as const, {
    access: 'public',
    tag: 'fhir',
    summary: 'The FHIR R4 CapabilityStatement (4.0.1) of the catalogue: its resources, interactions and search parameters',
    contentType: FHIR_JSON,
    query: fhirMetadataQuerySchema,
    answer: fhirResourceSchema,
  }),
  fhirObservationDefinitionSearch: route({ method: 'GET', path: '/fhir/ObservationDefinition' } as const, {
    access: 'public',
    tag: 'fhir',
    summary:
      'ObservationDefinitions, one per analysis of a published article, as a searchset Bundle; code is a token (system|code or a bare code: LOINC http://loinc.org, NPU urn:oid:1.2.208.176.2.1); _language (sv, en) picks the version whose texts answer',
    contentType: FHIR_JSON,
    query: observationDefinitionSearchSchema,
    answer: fhirBundleSchema,
  }),
  fhirObservationDefinitionRead: route({ method: 'GET', path: '/fhir/ObservationDefinition/:id' } as const, {
    access: 'public',
    tag: 'fhir',
    summary: 'One ObservationDefinition: the analysis codes, units with the SI↔conventional factor, and the reference and critical intervals',
    contentType: FHIR_JSON,
    params: fhirIdParamsSchema,
    query: fhirReadQuerySchema,
    answer: fhirResourceSchema,
    forwardsTo: CONTENT_MESSAGES.fhirObservationDefinition,
    replyHolds: 'answer',
  }),
  fhirSpecimenDefinitionSearch: route({ method: 'GET', path: '/fhir/SpecimenDefinition' } as const, {
    access: 'public',
    tag: 'fhir',
    summary: 'SpecimenDefinitions, one per analysis of a published article, as a searchset Bundle (_count, _offset, _language)',
    contentType: FHIR_JSON,
    query: specimenDefinitionSearchSchema,
    answer: fhirBundleSchema,
  }),
  fhirSpecimenDefinitionRead: route({ method: 'GET', path: '/fhir/SpecimenDefinition/:id' } as const, {
    access: 'public',
    tag: 'fhir',
    summary: 'One SpecimenDefinition: the specimen and its container, patient preparation, handling and stability, rejection criteria',
    contentType: FHIR_JSON,
    params: fhirIdParamsSchema,
    query: fhirReadQuerySchema,
    answer: fhirResourceSchema,
    forwardsTo: CONTENT_MESSAGES.fhirSpecimenDefinition,
    replyHolds: 'answer',
  }),
};
