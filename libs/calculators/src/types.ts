import type { CalculatorId } from './ids';

export type Sex = 'female' | 'male';

/*
 * The names the calculators give their inputs, quantities, notes and reasons are text keys: the
 * SPA shows each by its key in its texts, and its typecheck fails for a name the texts lack.
 */
type NumberInputName =
  | 'creatinine'
  | 'cystatinC'
  | 'age'
  | 'height'
  | 'weight'
  | 'sodium'
  | 'potassium'
  | 'chloride'
  | 'bicarbonate'
  | 'totalCholesterol'
  | 'hdlCholesterol'
  | 'triglycerides'
  | 'glucose'
  | 'urea'
  | 'measuredOsmolality'
  | 'calcium'
  | 'albumin'
  | 'relativeGfr'
  | 'absoluteGfr';
type QuantityName =
  | 'egfr'
  | 'egfrMean'
  | 'egfrCreatinine'
  | 'egfrCystatinC'
  | 'cystatinToCreatinineRatio'
  | 'absoluteGfr'
  | 'relativeGfr'
  | 'bodySurfaceArea'
  | 'anionGap'
  | 'anionGapWithPotassium'
  | 'ldlCholesterol'
  | 'osmolalGap'
  | 'calculatedOsmolality'
  | 'correctedCalcium';
type ResultNote = 'estimatesAgree' | 'estimatesDisagree' | 'negativeAnionGap';
type NotApplicableReason = 'resultNotPositive' | 'friedewaldNotPositive';

/** A unit an input may be typed in, and what one of it is in the input's SI unit. */
export interface UnitOption {
  unit: string;
  /** The value in the SI unit of 1 of this unit (1 for the SI unit itself). */
  siPerUnit: number;
}

/**
 * Why an input has a limit: the formula's own validity (named by its source), or the range of
 * values a measurement can plausibly take (this tool's guard against a typing slip, not a
 * published limit).
 */
export type LimitKind = 'formula' | 'plausible';

export interface Limit {
  /** In the input's SI unit. */
  value: number;
  kind: LimitKind;
  /** Whether the limit itself is allowed (age 18 for an adults' formula) or not (triglycerides above 4.5). */
  inclusive: boolean;
  /** A reason to name beyond the bare limit (the Friedewald formula's triglycerides), as a text key. */
  reason?: 'friedewaldTriglycerides';
  /**
   * The limit as its source states it in another unit, where the SI value is a rounding of it
   * (Friedewald's 400 mg/dL, 4.52 mmol/L): a value typed in that unit is held to this number.
   */
  inUnits?: Readonly<Record<string, number>>;
}

export interface NumberInput {
  kind: 'number';
  /** Also the key of its label. */
  name: NumberInputName;
  /** The first is the SI unit, in which limits and formulas are stated. */
  units: readonly [UnitOption, ...UnitOption[]];
  min: Limit;
  max: Limit;
  /** Left empty, the calculator computes without it (potassium in the anion gap). */
  optional?: boolean;
}

export interface SexInput {
  kind: 'sex';
  name: 'sex';
}

export type CalculatorInput = NumberInput | SexInput;

/** One number a calculator answers with. */
export interface Quantity {
  /** Also the key of its label. */
  name: QuantityName;
  value: number;
  unit: string;
  /** Decimals to show it with. */
  decimals: number;
  /**
   * A difference that may be below zero (the anion and osmolal gaps). Any other quantity at or below
   * zero at the decimals shown is no answer: the formula does not apply to the values typed.
   */
  signed?: boolean;
}

export interface CalculatorResult {
  quantities: Quantity[];
  /** Statements about the result, as text keys (the mean eGFR's agreement check). */
  notes: ResultNote[];
}

/** Values as the SI unit of each input; the sex where asked. */
export interface SiValues {
  numbers: Record<string, number | undefined>;
  sex?: Sex;
}

export interface Calculator {
  id: CalculatorId;
  inputs: readonly CalculatorInput[];
  /** The formula as its source states it, in SI units, for the page without JavaScript. */
  formula: readonly string[];
  /** The publication the formula is taken from. */
  references: readonly string[];
  /** Called with values within every limit. */
  compute(values: SiValues): CalculatorResult;
  /** Why the formula does not apply when an unsigned quantity comes out at or below zero, as a text key. */
  notApplicable?: NotApplicableReason;
}

/** A value typed by the reader: the number as typed and the unit chosen. */
export interface TypedValue {
  value: number;
  unit: string;
}

export interface Refusal {
  input: CalculatorInput['name'];
  /**
   * `missing`: a required value left empty; `notNumber`: what was typed is not a number;
   * `negative`: below zero, which the quantity cannot be; `unit`: a unit the input does not take.
   */
  problem: 'below' | 'above' | 'missing' | 'notNumber' | 'negative' | 'unit';
  limit?: Limit;
  /** The limit in the unit the reader typed, for the message. */
  limitInUnit?: number;
  unit?: string;
}

/**
 * The answer; or the values refused; or, every value accepted, a result that cannot be (a negative
 * LDL cholesterol): then `notApplicable` says why, as a text key, and no number is given.
 */
export type Outcome =
  | { ok: true; result: CalculatorResult }
  | { ok: false; refusals: Refusal[]; notApplicable?: undefined }
  | { ok: false; refusals: []; notApplicable: NotApplicableReason };
