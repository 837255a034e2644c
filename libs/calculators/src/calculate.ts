import type { Calculator, Limit, NumberInput, Outcome, Quantity, Refusal, Sex, SiValues, TypedValue } from './types';

export interface TypedValues {
  numbers: Record<string, TypedValue | undefined>;
  sex?: Sex;
}

function below(value: number, limit: Limit): boolean {
  return limit.inclusive ? value < limit.value : value <= limit.value;
}

function above(value: number, limit: Limit): boolean {
  return limit.inclusive ? value > limit.value : value >= limit.value;
}

/**
 * The value of `input` in its SI unit, or why it is refused. A value typed but not a number
 * (NaN) is refused, an optional one too: it is never silently left out.
 */
function checked(input: NumberInput, typed: TypedValue | undefined): { si?: number; refusal?: Refusal } {
  if (!typed) return input.optional ? {} : { refusal: { input: input.name, problem: 'missing' } };
  if (!Number.isFinite(typed.value)) return { refusal: { input: input.name, problem: 'notNumber' } };
  const option = input.units.find((candidate) => candidate.unit === typed.unit);
  if (!option) return { refusal: { input: input.name, problem: 'unit', unit: typed.unit } };
  const si = typed.value * option.siPerUnit;
  if (si < 0 && input.min.value >= 0) return { refusal: { input: input.name, problem: 'negative' } };
  const refuse = (problem: 'below' | 'above', limit: Limit): { refusal: Refusal } => ({
    refusal: { input: input.name, problem, limit, limitInUnit: limit.inUnits?.[option.unit] ?? limit.value / option.siPerUnit, unit: option.unit },
  });
  // A limit stated in the unit typed holds that value to it, not to its rounding in SI.
  const beyond = (test: typeof below, limit: Limit) => {
    const stated = limit.inUnits?.[option.unit];
    return stated === undefined ? test(si, limit) : test(typed.value, { ...limit, value: stated });
  };
  if (beyond(below, input.min)) return refuse('below', input.min);
  if (beyond(above, input.max)) return refuse('above', input.max);
  return { si };
}

/** Whether a quantity that cannot be below zero comes out at or below zero at the decimals shown. */
const impossible = (quantity: Quantity) => !quantity.signed && Math.round(quantity.value * 10 ** quantity.decimals) <= 0;

/**
 * The calculator's answer for the typed values, converted to SI units; or, when any value is
 * missing or outside a limit of the formula (or of what can be measured), every such refusal and
 * no answer: nothing is computed outside a formula's validity.
 */
export function calculate(calculator: Calculator, typed: TypedValues): Outcome {
  const refusals: Refusal[] = [];
  const values: SiValues = { numbers: {} };
  for (const input of calculator.inputs) {
    if (input.kind === 'sex') {
      if (typed.sex !== 'female' && typed.sex !== 'male') refusals.push({ input: 'sex', problem: 'missing' });
      else values.sex = typed.sex;
      continue;
    }
    const { si, refusal } = checked(input, typed.numbers[input.name]);
    if (refusal) refusals.push(refusal);
    else values.numbers[input.name] = si;
  }
  if (refusals.length > 0) return { ok: false, refusals };
  const result = calculator.compute(values);
  if (result.quantities.some(impossible)) return { ok: false, refusals: [], notApplicable: calculator.notApplicable ?? 'resultNotPositive' };
  return { ok: true, result };
}

/** A value known to be there: compute is called only once every required input passed its limits. */
export function required(values: SiValues, name: string): number {
  const value = values.numbers[name];
  if (value === undefined) throw new Error(`No value for ${name}`);
  return value;
}

export function requiredSex(values: SiValues): Sex {
  if (!values.sex) throw new Error('No sex');
  return values.sex;
}
