import { FHIR_JSON, FHIR_VERSION, type FhirResourceType } from '@labmedicin/contracts';

/** When what the statement says last changed (a CapabilityStatement's required `date`). */
const STATEMENT_DATE = '2026-11-29';

const LANGUAGE_PARAMETER = {
  name: '_language',
  type: 'token' as const,
  documentation: 'The language version whose analyses answer, sv (default) or en; their texts (preparation, handling, rejection effects) are in that language',
};

const resource = (type: FhirResourceType, documentation: string, searchParam: { name: string; type: 'token'; documentation: string }[]) => ({
  type,
  documentation,
  interaction: [{ code: 'read' as const }, { code: 'search-type' as const }],
  searchParam: [...searchParam, LANGUAGE_PARAMETER],
});

/**
 * What the catalogue serves, as FHIR R4's CapabilityStatement: read and search of both resources,
 * JSON only, no session. Searches also take _count (0–200) and _offset, and answer a searchset Bundle.
 */
export function capabilityStatement(base: string) {
  return {
    resourceType: 'CapabilityStatement' as const,
    id: 'labmedicin',
    url: `${base}/metadata`,
    name: 'LabmedicinHandbook',
    title: 'Labmedicin: the lab handbook as a FHIR catalogue',
    status: 'active' as const,
    date: STATEMENT_DATE,
    kind: 'instance' as const,
    implementation: { description: 'The analyses of the published Labmedicin articles, read only', url: base },
    fhirVersion: FHIR_VERSION,
    format: [FHIR_JSON, 'json'],
    rest: [
      {
        mode: 'server' as const,
        documentation: 'Public and read only. One ObservationDefinition and one SpecimenDefinition, with the same id, per analysis of a published article.',
        resource: [
          resource('ObservationDefinition', 'An analysis: its NPU and LOINC codes, units with the SI to conventional factor, reference and critical intervals', [
            {
              name: 'code',
              type: 'token',
              documentation: 'system|code or a bare code: LOINC (http://loinc.org) or NPU (urn:oid:1.2.208.176.2.1)',
            },
          ]),
          resource('SpecimenDefinition', 'The specimen of an analysis: material, container (cap colour, additive, minimum volume), preparation, handling and stability, rejection criteria', []),
        ],
      },
    ],
  };
}
