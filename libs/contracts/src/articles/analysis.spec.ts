import { analysesSchema, analysisSchema } from './analysis.schema';
import { isLoincCode, loincCheckDigit } from './analysis.constants';

const issues = (value: unknown) => {
  const result = analysisSchema.safeParse({ designation: 'P-Kalium', ...(value as object) });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('an analysis of the lab handbook', () => {
  it('checks a LOINC code by its mod-10 check digit, as LOINC publishes it', () => {
    // Worked example from LOINC's users' guide: 12345 → check digit 5.
    expect(loincCheckDigit('12345')).toBe(5);
    expect(isLoincCode('2823-3')).toBe(true);
    expect(isLoincCode('2823-4')).toBe(false);
    expect(isLoincCode('2823')).toBe(false);
  });

  it('refuses a malformed NPU code and a LOINC code with a wrong check digit, each where it stands', () => {
    expect(issues({ npuCodes: ['NPU03230', 'NPU3230'], loincCodes: ['2823-3', '2823-4'] })).toEqual({ 'npuCodes.1': 'npuCodeInvalid', 'loincCodes.1': 'loincCodeInvalid' });
  });

  it('keeps codes upper-case, trimmed and once each; an empty form is an analysis with nothing filled in', () => {
    const analysis = analysisSchema.parse({ designation: ' P-Kalium ', npuCodes: [' npu03230', 'NPU03230', ''] });
    expect(analysis).toMatchObject({ designation: 'P-Kalium', npuCodes: ['NPU03230'], loincCodes: [], otherNames: [], stability: [], rejection: [] });
    expect(analysis.handling).toEqual({ protectFromLight: false, onIce: false, transport: '' });
  });

  it('refuses volumes and times that are not above zero, a minimum above the volume, and a temperature given twice', () => {
    expect(issues({ specimen: { volumeMl: 0 }, handling: { centrifugeWithinMinutes: -5 } })).toEqual({
      'specimen.volumeMl': 'analysisVolumePositive',
      'handling.centrifugeWithinMinutes': 'analysisDurationPositive',
    });
    expect(issues({ specimen: { volumeMl: 2, minimumVolumeMl: 3 } })).toEqual({ 'specimen.minimumVolumeMl': 'analysisMinimumAboveVolume' });
    const twice = { temperature: 'room', duration: 4, unit: 'h' };
    expect(issues({ stability: [twice, { ...twice, duration: 6 }] })).toEqual({ 'stability.1.temperature': 'analysisRowRepeated' });
  });

  it('refuses the same analysis twice in one article', () => {
    const result = analysesSchema.safeParse([{ designation: 'B-MCV' }, { designation: 'b-mcv' }]);
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['1.designation', 'analysisRowRepeated']]);
  });
});
