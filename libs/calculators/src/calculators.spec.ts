import { CALCULATORS, calculate, CALCULATOR_IDS, type CalculatorId, type Outcome, type Sex, type TypedValue } from './index';

/**
 * Known answers, each with where it comes from. The publications themselves could not be read
 * here, and none of their own worked examples or tables is used. Where a test says "from the
 * formula", the expected value is the formula's arithmetic as the cited text states it, written out
 * beside it: it checks the implementation against those constants, not against an example of the
 * authors. The stronger checks are values another party computed for the same inputs:
 * - NKF: the National Kidney Foundation's CKD-EPI 2021 calculator, as quoted in pharmaverse/admiral
 *   tests/testthat/test-compute_kidney.R (commit 05459a5e6d85c639377da801de492e36c94cead5);
 * - admiral: that package's own CKD-EPI 2021 results in the same file, to 4 decimals;
 * - clinPK: InsightRX/clinPK (commit 86e3ad931f12d39e7ee535c3d55fe923e3d24ddd), an independent R
 *   implementation: tests/testthat/test_calc_egfr.R, test_calc_bsa.R and test_relative2absolute.R;
 * - Läkartidningen 2010 ("Skattning av njurfunktion – oklart vad som är bästa metod"), which states
 *   body surface areas in words.
 * Where the constants were read: LMrev in kidney.epi 1.4.0 (cran/kidney.epi commit
 * 04297148e9dc8077a99a5b39f4c11471d15aee54, R/egfr_other_adults.R) and clinPK R/calc_egfr.R (the
 * same equation in mg/dL: 1.06964 = 0.0121 × 88.4, 0.855712 = 0.00968 × 88.4); CKD-EPI 2021 on
 * kidney.org/ckd-epi-creatinine-equation-2021; CAPA on egfr.app/equations/capa; Payne's formula in
 * the 1973 abstract (pubmed.ncbi.nlm.nih.gov/4758544); DuBois in clinPK R/calc_bsa.R; osmolality
 * on akutasjukdomar.se/osmolalitetsgap; the anion gap on metodebok.no (Aniongap, P); Friedewald's SI
 * form (triglycerides / 2.2 mmol/L) in the McMaster Textbook of Internal Medicine (empendium.com,
 * chapter B31.II.2.4).
 */

type Typed = Record<string, number | [number, string]>;

/** The calculator's outcome for values in each input's SI unit, or in the unit given. */
function run(id: CalculatorId, typed: Typed, sex?: Sex): Outcome {
  const calculator = CALCULATORS[id];
  const numbers: Record<string, TypedValue> = {};
  for (const [name, value] of Object.entries(typed)) {
    const input = calculator.inputs.find((candidate) => candidate.name === name);
    if (!input || input.kind !== 'number') throw new Error(`${id} has no input ${name}`);
    numbers[name] = Array.isArray(value) ? { value: value[0], unit: value[1] } : { value, unit: input.units[0].unit };
  }
  return calculate(calculator, { numbers, ...(sex ? { sex } : {}) });
}

function value(outcome: Outcome, name: string): number {
  if (!outcome.ok) throw new Error(`Refused: ${JSON.stringify(outcome.refusals)}`);
  const quantity = outcome.result.quantities.find((candidate) => candidate.name === name);
  if (!quantity) throw new Error(`No ${name}`);
  return quantity.value;
}

function refusal(outcome: Outcome) {
  if (outcome.ok) throw new Error(`Computed ${JSON.stringify(outcome.result)}`);
  expect(outcome.refusals).toHaveLength(1);
  return outcome.refusals[0]!;
}

describe('egfr-lmrev (Björk et al., Scand J Clin Lab Invest 2011)', () => {
  it('from the formula, one case per branch: women below and from 150 µmol/L, men below and from 180 µmol/L', () => {
    // Woman 50, 80 µmol/L: X = 2.50 + 0.0121 × (150 − 80) = 3.347; −0.0158 × 50 = −0.790; 0.438 × ln 50 = 1.71347; e^4.27047 = 71.555
    expect(value(run('egfr-lmrev', { creatinine: 80, age: 50 }, 'female'), 'egfr')).toBeCloseTo(71.555, 2);
    // Woman 70, 200 µmol/L: X = 2.50 − 0.926 × ln(200/150) = 2.233606; −1.106; 0.438 × ln 70 = 1.860841; e^2.988447 = 19.855
    expect(value(run('egfr-lmrev', { creatinine: 200, age: 70 }, 'female'), 'egfr')).toBeCloseTo(19.855, 2);
    // Man 60, 100 µmol/L: X = 2.56 + 0.00968 × (180 − 100) = 3.3344; −0.948; 0.438 × ln 60 = 1.793323; e^4.179723 = 65.348
    expect(value(run('egfr-lmrev', { creatinine: 100, age: 60 }, 'male'), 'egfr')).toBeCloseTo(65.348, 2);
    // Man 40, 250 µmol/L: X = 2.56 − 0.926 × ln(250/180) = 2.255805; −0.632; 0.438 × ln 40 = 1.615729; e^3.239534 = 25.522
    expect(value(run('egfr-lmrev', { creatinine: 250, age: 40 }, 'male'), 'egfr')).toBeCloseTo(25.522, 2);
  });

  it('clinPK: a man of 40 with creatinine 1 mg/dL is 84 (test "calculate egfr works: malmo lund")', () => {
    expect(Math.round(value(run('egfr-lmrev', { creatinine: [1, 'mg/dL'], age: 40 }, 'male'), 'egfr'))).toBe(84);
  });

  it('clinPK: a woman of 62, 156 cm and 45 kg, creatinine 63, 54, 60 and 52 µmol/L has an absolute GFR of 65, 73, 67 and 74 mL/min (test "multiple calculations work", BSA by DuBois)', () => {
    const absolute = [63, 54, 60, 52].map((creatinine) => {
      const relativeGfr = value(run('egfr-lmrev', { creatinine, age: 62 }, 'female'), 'egfr');
      return Math.round(value(run('gfr-absolute', { relativeGfr, height: 156, weight: 45 }), 'absoluteGfr'));
    });
    expect(absolute).toEqual([65, 73, 67, 74]);
  });

  it('takes creatinine in mg/dL (× 88.4): 0.905 mg/dL is the 80 µmol/L above', () => {
    expect(value(run('egfr-lmrev', { creatinine: [80 / 88.4, 'mg/dL'], age: 50 }, 'female'), 'egfr')).toBeCloseTo(71.555, 2);
  });

  it('computes at 18 years and refuses below, naming the limit of 18 years', () => {
    // At the limit: X = 2.50 (creatinine 150, woman); e^(2.50 − 0.2844 + 0.438 × ln 18 = 1.265983) = e^3.481583 = 32.511
    expect(value(run('egfr-lmrev', { creatinine: 150, age: 18 }, 'female'), 'egfr')).toBeCloseTo(32.511, 2);
    const refused = refusal(run('egfr-lmrev', { creatinine: 150, age: 17.9 }, 'female'));
    expect(refused).toMatchObject({ input: 'age', problem: 'below', limit: { value: 18, kind: 'formula' }, limitInUnit: 18, unit: 'years' });
  });

  it('refuses a missing sex and a creatinine beyond what can be measured, in the unit typed', () => {
    expect(refusal(run('egfr-lmrev', { creatinine: 80, age: 50 }))).toMatchObject({ input: 'sex', problem: 'missing' });
    const refused = refusal(run('egfr-lmrev', { creatinine: [40, 'mg/dL'], age: 50 }, 'male'));
    expect(refused).toMatchObject({ input: 'creatinine', problem: 'above', unit: 'mg/dL', limit: { value: 3000, kind: 'plausible' } });
    expect(refused.limitInUnit).toBeCloseTo(3000 / 88.4, 6);
  });
});

describe('egfr-ckd-epi-2021 (Inker et al., N Engl J Med 2021)', () => {
  it('NKF: a man of 55 with creatinine 1.09 mg/dL is 80, a woman of 65 with 85 µmol/L is 66', () => {
    expect(Math.round(value(run('egfr-ckd-epi-2021', { creatinine: [1.09, 'mg/dL'], age: 55 }, 'male'), 'egfr'))).toBe(80);
    expect(Math.round(value(run('egfr-ckd-epi-2021', { creatinine: 85, age: 65 }, 'female'), 'egfr'))).toBe(66);
  });

  it('admiral, to 4 decimals (creatinine µmol/L ÷ 88.42 there, so typed here in mg/dL): 80.2293, 89.7175, 94.5453, 84.4646', () => {
    const cases: [number, number, Sex, number][] = [
      [96.3, 55, 'male', 80.2293],
      [70, 52, 'female', 89.7175],
      [77, 67, 'male', 94.5453],
      [65, 76, 'female', 84.4646],
    ];
    for (const [micromolar, age, sex, expected] of cases) {
      expect(value(run('egfr-ckd-epi-2021', { creatinine: [micromolar / 88.42, 'mg/dL'], age }, sex), 'egfr')).toBeCloseTo(expected, 4);
    }
  });

  it('from the formula, both sides of κ: a woman of 40 with 0.6 mg/dL is 116, a man of 60 with 1.5 mg/dL is 53', () => {
    // 0.6/0.7 = 0.857143; ^−0.241 = 1.037849; 0.9938^40 = 0.779758; 142 × 1.037849 × 0.779758 × 1.012 = 116.295
    expect(value(run('egfr-ckd-epi-2021', { creatinine: [0.6, 'mg/dL'], age: 40 }, 'female'), 'egfr')).toBeCloseTo(116.295, 2);
    // 1.5/0.9 = 1.666667; ^−1.2 = 0.541728; 0.9938^60 = 0.688556; 142 × 0.541728 × 0.688556 = 52.967
    expect(value(run('egfr-ckd-epi-2021', { creatinine: [1.5, 'mg/dL'], age: 60 }, 'male'), 'egfr')).toBeCloseTo(52.967, 2);
  });

  it('refuses below 18 years', () => {
    expect(refusal(run('egfr-ckd-epi-2021', { creatinine: 70, age: 17 }, 'male'))).toMatchObject({ input: 'age', problem: 'below', limitInUnit: 18 });
    expect(run('egfr-ckd-epi-2021', { creatinine: 70, age: 18 }, 'male').ok).toBe(true);
  });
});

describe('egfr-capa (Grubb et al., Clin Chem 2014)', () => {
  it('from the formula (no worked example or independent value was found): 1.0 mg/L at 50 years is 75, 2.0 mg/L at 70 years is 31', () => {
    // 1.0^−1.069 = 1; 50^−0.117 = 0.632733; 130 × 0.632733 − 7 = 75.255
    expect(value(run('egfr-capa', { cystatinC: 1.0, age: 50 }), 'egfr')).toBeCloseTo(75.255, 2);
    // 2.0^−1.069 = 0.476649; 70^−0.117 = 0.608308; 130 × 0.476649 × 0.608308 − 7 = 30.693
    expect(value(run('egfr-capa', { cystatinC: 2.0, age: 70 }), 'egfr')).toBeCloseTo(30.693, 2);
  });

  it('from the formula, a child: cystatin C 0.8 mg/L at 10 years is 119', () => {
    // 0.8^−1.069 = 1.269395; 10^−0.117 = 0.763836; 130 × 1.269395 × 0.763836 − 7 = 119.049
    expect(value(run('egfr-capa', { cystatinC: 0.8, age: 10 }), 'egfr')).toBeCloseTo(119.049, 2);
  });

  it('computes from 1 year (the laboratory practice the limit follows) and refuses below; refuses cystatin C above 8 mg/L', () => {
    expect(run('egfr-capa', { cystatinC: 1, age: 1 }).ok).toBe(true);
    expect(refusal(run('egfr-capa', { cystatinC: 1, age: 0.5 }))).toMatchObject({ input: 'age', problem: 'below', limitInUnit: 1 });
    expect(refusal(run('egfr-capa', { cystatinC: 8.1, age: 50 }))).toMatchObject({ input: 'cystatinC', problem: 'above', limitInUnit: 8 });
    // At the oldest age and the highest cystatin C the estimate stays above 0: 130 × 8^−1.069 (0.108203) × 120^−0.117 (0.571) − 7 ≈ 1.0
    expect(value(run('egfr-capa', { cystatinC: 8, age: 120 }), 'egfr')).toBeGreaterThan(0);
  });
});

describe('egfr-mean (LMrev and CAPA, the Lund model, Grubb 2010)', () => {
  it('from the formulas: a woman of 50, creatinine 80 µmol/L and cystatin C 1.0 mg/L: the mean of 71.555 and 75.255, 73; the estimates agree', () => {
    const outcome = run('egfr-mean', { creatinine: 80, cystatinC: 1.0, age: 50 }, 'female');
    // (71.555 + 75.255) / 2 = 73.405; 75.255/71.555 = 1.0517
    expect(value(outcome, 'egfrMean')).toBeCloseTo(73.405, 2);
    expect(value(outcome, 'cystatinToCreatinineRatio')).toBeCloseTo(1.0517, 3);
    expect(outcome.ok && outcome.result.notes).toEqual(['estimatesAgree']);
  });

  it('from the formulas: a man of 60, creatinine 100 µmol/L and cystatin C 2.0 mg/L: 65.348 against 31.379, they do not agree', () => {
    const outcome = run('egfr-mean', { creatinine: 100, cystatinC: 2.0, age: 60 }, 'male');
    // CAPA: 130 × 0.476649 × 60^−0.117 (0.619379) − 7 = 31.379; mean (65.348 + 31.379) / 2 = 48.364; 31.379 < 0.6 × 65.348 = 39.209
    expect(value(outcome, 'egfrCystatinC')).toBeCloseTo(31.379, 2);
    expect(value(outcome, 'egfrMean')).toBeCloseTo(48.364, 2);
    expect(outcome.ok && outcome.result.notes).toEqual(['estimatesDisagree']);
  });

  it('agree at a difference of 38.6 %, not at 40.8 % (Region Jönköpings län: "stor diskrepans (>=40%)")', () => {
    // Man 60, creatinine 100 µmol/L: LMrev 65.348, so the boundary is a CAPA of 0.6 × 65.348 = 39.209.
    // Cystatin C 1.65 mg/L: CAPA 40.142, 61.4 % of LMrev (a difference of 38.6 %): they agree.
    const near = run('egfr-mean', { creatinine: 100, cystatinC: 1.65, age: 60 }, 'male');
    expect(value(near, 'cystatinToCreatinineRatio')).toBeCloseTo(0.6143, 4);
    expect(near.ok && near.result.notes).toEqual(['estimatesAgree']);
    // Cystatin C 1.70 mg/L: CAPA 38.661, 59.2 % of LMrev (a difference of 40.8 %): they do not.
    const beyond = run('egfr-mean', { creatinine: 100, cystatinC: 1.7, age: 60 }, 'male');
    expect(value(beyond, 'cystatinToCreatinineRatio')).toBeCloseTo(0.5916, 4);
    expect(beyond.ok && beyond.result.notes).toEqual(['estimatesDisagree']);
  });

  it('refuses below 18 years (LMrev is for adults)', () => {
    expect(refusal(run('egfr-mean', { creatinine: 60, cystatinC: 0.9, age: 16 }, 'male'))).toMatchObject({ input: 'age', problem: 'below', limitInUnit: 18 });
  });
});

describe('gfr-absolute and gfr-relative (body surface area by DuBois & DuBois 1916)', () => {
  it('Läkartidningen 2010: 170 cm and 63 kg are 1.73 m², so absolute equals relative GFR', () => {
    // 63^0.425 = 5.817277; 170^0.725 = 41.407162; 0.007184 × 5.817277 × 41.407162 = 1.730460
    const outcome = run('gfr-absolute', { relativeGfr: 60, height: 170, weight: 63 });
    expect(value(outcome, 'bodySurfaceArea')).toBeCloseTo(1.7305, 4);
    expect(value(outcome, 'absoluteGfr')).toBeCloseTo(60.016, 2);
  });

  it('Läkartidningen 2010: 160 cm and 55 kg about 1.6 m², 195 cm and 100 kg about 2.3 m²', () => {
    // 0.007184 × 55^0.425 (5.491034) × 160^0.725 (39.626616) = 1.563174; 60 × 1.563174 / 1.73 = 54.214
    const small = run('gfr-absolute', { relativeGfr: 60, height: 160, weight: 55 });
    expect(value(small, 'bodySurfaceArea')).toBeCloseTo(1.5632, 4);
    expect(value(small, 'absoluteGfr')).toBeCloseTo(54.214, 2);
    // 0.007184 × 100^0.425 (7.079458) × 195^0.725 (45.737781) = 2.326170
    expect(value(run('gfr-absolute', { relativeGfr: 60, height: 195, weight: 100 }), 'bodySurfaceArea')).toBeCloseTo(2.3262, 4);
  });

  it('clinPK: 80 kg and 180 cm are 1.996 m² (test_calc_bsa.R); 144.5 mL/min/1.73 m² at 80 kg and 200 cm is 180 mL/min (test_relative2absolute.R)', () => {
    expect(value(run('gfr-relative', { absoluteGfr: 100, height: 180, weight: 80 }), 'bodySurfaceArea')).toBeCloseTo(1.996, 3);
    expect(Math.round(value(run('gfr-absolute', { relativeGfr: 144.5, height: 200, weight: 80 }), 'absoluteGfr'))).toBe(180);
  });

  it('clinPK: LMrev for a man of 40 with 1 mg/dL, as absolute GFR at 180 cm and 80 kg, is 97 mL/min', () => {
    const relativeGfr = value(run('egfr-lmrev', { creatinine: [1, 'mg/dL'], age: 40 }, 'male'), 'egfr');
    expect(Math.round(value(run('gfr-absolute', { relativeGfr, height: 180, weight: 80 }), 'absoluteGfr'))).toBe(97);
  });

  it('relative from absolute is the inverse: 100 mL/min at 180 cm and 80 kg is 87 mL/min/1.73 m²', () => {
    // 100 × 1.73 / 1.996421 = 86.655
    expect(value(run('gfr-relative', { absoluteGfr: 100, height: 180, weight: 80 }), 'relativeGfr')).toBeCloseTo(86.655, 2);
    expect(value(run('gfr-relative', { absoluteGfr: 60.016, height: 170, weight: 63 }), 'relativeGfr')).toBeCloseTo(60, 2);
  });

  it('refuses a height below 40 cm and a weight above 400 kg', () => {
    expect(refusal(run('gfr-absolute', { relativeGfr: 60, height: 39, weight: 63 }))).toMatchObject({ input: 'height', problem: 'below', limitInUnit: 40 });
    expect(refusal(run('gfr-relative', { absoluteGfr: 60, height: 170, weight: 401 }))).toMatchObject({ input: 'weight', problem: 'above', limitInUnit: 400 });
  });
});

describe('anion-gap (Emmett & Narins 1977)', () => {
  it('from the formula: Na 140, Cl 104, HCO₃ 24 is 12 mmol/L; with K 4.0, 16', () => {
    // 140 − (104 + 24) = 12; (140 + 4.0) − (104 + 24) = 16
    const outcome = run('anion-gap', { sodium: 140, potassium: 4.0, chloride: 104, bicarbonate: 24 });
    expect(value(outcome, 'anionGap')).toBeCloseTo(12, 10);
    expect(value(outcome, 'anionGapWithPotassium')).toBeCloseTo(16, 10);
  });

  it('from the formula: a high gap without potassium, Na 138, Cl 100, HCO₃ 10, is 28, and the gap with potassium is not given', () => {
    // 138 − (100 + 10) = 28
    const outcome = run('anion-gap', { sodium: 138, chloride: 100, bicarbonate: 10 });
    expect(value(outcome, 'anionGap')).toBeCloseTo(28, 10);
    expect(outcome.ok && outcome.result.quantities.map((quantity) => quantity.name)).toEqual(['anionGap']);
  });

  it('refuses sodium below 90 and potassium above 10 mmol/L', () => {
    expect(refusal(run('anion-gap', { sodium: 89, chloride: 100, bicarbonate: 24 }))).toMatchObject({ input: 'sodium', problem: 'below', limitInUnit: 90 });
    expect(refusal(run('anion-gap', { sodium: 140, potassium: 10.5, chloride: 100, bicarbonate: 24 }))).toMatchObject({ input: 'potassium', problem: 'above' });
  });

  it('refuses a potassium typed but not a number, though potassium may be left out: it is never silently ignored', () => {
    expect(refusal(run('anion-gap', { sodium: 140, potassium: Number.NaN, chloride: 104, bicarbonate: 24 }))).toEqual({ input: 'potassium', problem: 'notNumber' });
  });

  it('gives both gaps in whole mmol/L, and a gap below zero with a note to check the values: Na 140, Cl 150, HCO₃ 24 is −34', () => {
    const outcome = run('anion-gap', { sodium: 140, potassium: 4.5, chloride: 104, bicarbonate: 24 });
    expect(outcome.ok && outcome.result.quantities.map((quantity) => quantity.decimals)).toEqual([0, 0]);
    const negative = run('anion-gap', { sodium: 140, chloride: 150, bicarbonate: 24 });
    expect(value(negative, 'anionGap')).toBe(-34);
    expect(negative.ok && negative.result.notes).toEqual(['negativeAnionGap']);
    expect(outcome.ok && outcome.result.notes).toEqual([]);
  });
});

describe('ldl-friedewald (Friedewald et al., Clin Chem 1972; the triglyceride limit as Sniderman et al., Clin Biochem 2003, state it)', () => {
  it('total 5.0, HDL 1.2, triglycerides 1.5 mmol/L: LDL 3.1', () => {
    // From the formula in its SI form: 5.0 − 1.2 − 1.5/2.2 (0.681818) = 3.118182
    expect(value(run('ldl-friedewald', { totalCholesterol: 5.0, hdlCholesterol: 1.2, triglycerides: 1.5 }), 'ldlCholesterol')).toBeCloseTo(3.1182, 4);
  });

  it('at the limit, triglycerides 4.52 mmol/L (400 mg/dL): total 6.5, HDL 1.0 gives LDL 3.4; 400 mg/dL is accepted as well', () => {
    // 6.5 − 1.0 − 4.52/2.2 (2.054545) = 3.445455
    expect(value(run('ldl-friedewald', { totalCholesterol: 6.5, hdlCholesterol: 1.0, triglycerides: 4.52 }), 'ldlCholesterol')).toBeCloseTo(3.4455, 4);
    // 400/88.57 = 4.516202; 6.5 − 1.0 − 4.516202/2.2 (2.052819) = 3.447181
    expect(value(run('ldl-friedewald', { totalCholesterol: 6.5, hdlCholesterol: 1.0, triglycerides: [400, 'mg/dL'] }), 'ldlCholesterol')).toBeCloseTo(3.4472, 4);
  });

  it('takes mg/dL: 200, 50 and 150 mg/dL are 5.172, 1.293 and 1.694 mmol/L: LDL 3.109', () => {
    // 200/38.67 = 5.171968; 50/38.67 = 1.292992; 150/88.57 = 1.693576; 5.171968 − 1.292992 − 1.693576/2.2 (0.769807) = 3.109169
    const outcome = run('ldl-friedewald', { totalCholesterol: [200, 'mg/dL'], hdlCholesterol: [50, 'mg/dL'], triglycerides: [150, 'mg/dL'] });
    expect(value(outcome, 'ldlCholesterol')).toBeCloseTo(3.1092, 4);
  });

  it('refuses triglycerides above 4.52 mmol/L, or above 400 mg/dL, with the reason', () => {
    const refused = refusal(run('ldl-friedewald', { totalCholesterol: 6.5, hdlCholesterol: 1.0, triglycerides: 4.53 }));
    expect(refused).toMatchObject({ input: 'triglycerides', problem: 'above', limitInUnit: 4.52, limit: { kind: 'formula', reason: 'friedewaldTriglycerides' } });
    expect(refusal(run('ldl-friedewald', { totalCholesterol: 6.5, hdlCholesterol: 1.0, triglycerides: [400.1, 'mg/dL'] }))).toMatchObject({ problem: 'above', limitInUnit: 400, unit: 'mg/dL' });
  });

  it('gives no number for an estimate at or below zero: total 3.0, HDL 1.5, triglycerides 4.0 mmol/L would be −0.3', () => {
    // 3.0 − 1.5 − 4.0/2.2 (1.818182) = −0.318182
    expect(run('ldl-friedewald', { totalCholesterol: 3.0, hdlCholesterol: 1.5, triglycerides: 4.0 })).toEqual({ ok: false, refusals: [], notApplicable: 'friedewaldNotPositive' });
    // 3.0 − 1.5 − 3.2/2.2 (1.454545) = 0.045: 0.0 at one decimal is no LDL cholesterol either.
    expect(run('ldl-friedewald', { totalCholesterol: 3.0, hdlCholesterol: 1.5, triglycerides: 3.2 })).toMatchObject({ ok: false, notApplicable: 'friedewaldNotPositive' });
  });
});

describe('osmolal-gap (calculated osmolality 2 × Na + glucose + urea; Smithline & Gardner 1976)', () => {
  it('akutasjukdomar.se/osmolalitetsgap, its example without its ethanol term: Na 135, glucose 5.0, urea 5.0 give 280; measured 300, a gap of 20', () => {
    // 5.0 + 2 × 135 + 5.0 = 280 (the page adds 1.25 × ethanol 10 mmol/L, which this calculator has no input for); 300 − 280 = 20
    const outcome = run('osmolal-gap', { sodium: 135, glucose: 5.0, urea: 5.0, measuredOsmolality: 300 });
    expect(value(outcome, 'calculatedOsmolality')).toBeCloseTo(280, 10);
    expect(value(outcome, 'osmolalGap')).toBeCloseTo(20, 10);
  });

  it('from the formula: Na 140, glucose 5, urea 5, measured 290: calculated 290, gap 0; Na 135, glucose 10, urea 8, measured 320: gap 32', () => {
    const outcome = run('osmolal-gap', { sodium: 140, glucose: 5, urea: 5, measuredOsmolality: 290 });
    expect(value(outcome, 'calculatedOsmolality')).toBeCloseTo(290, 10);
    expect(value(outcome, 'osmolalGap')).toBeCloseTo(0, 10);
    // 2 × 135 + 10 + 8 = 288; 320 − 288 = 32
    expect(value(run('osmolal-gap', { sodium: 135, glucose: 10, urea: 8, measuredOsmolality: 320 }), 'osmolalGap')).toBeCloseTo(32, 10);
  });

  it('refuses a measured osmolality above 500 mOsm/kg', () => {
    expect(refusal(run('osmolal-gap', { sodium: 140, glucose: 5, urea: 5, measuredOsmolality: 501 }))).toMatchObject({ input: 'measuredOsmolality', problem: 'above', limitInUnit: 500 });
  });
});

describe('calcium-albumin-corrected (Payne et al., BMJ 1973)', () => {
  it("from the abstract's formula in its units: calcium 8.0 mg/dL and albumin 2.5 g/dL give 8.0 − 2.5 + 4.0 = 9.5 mg/dL, 2.37 mmol/L", () => {
    // 9.5 / 4.008 = 2.370259
    expect(value(run('calcium-albumin-corrected', { calcium: [8.0, 'mg/dL'], albumin: [2.5, 'g/dL'] }), 'correctedCalcium')).toBeCloseTo(2.370259, 6);
  });

  it('the same in SI units: calcium 2.10 mmol/L with albumin 30 g/L is 2.10 + 10/40.08 = 2.35; at albumin 40 g/L nothing is added', () => {
    expect(value(run('calcium-albumin-corrected', { calcium: 2.1, albumin: 30 }), 'correctedCalcium')).toBeCloseTo(2.349501, 6);
    expect(value(run('calcium-albumin-corrected', { calcium: 2.4, albumin: 40 }), 'correctedCalcium')).toBeCloseTo(2.4, 10);
  });

  it('above 40 g/L it subtracts: calcium 2.60 with albumin 45 g/L (or 4.5 g/dL) is 2.60 − 5/40.08 = 2.48', () => {
    expect(value(run('calcium-albumin-corrected', { calcium: 2.6, albumin: 45 }), 'correctedCalcium')).toBeCloseTo(2.475250, 6);
    expect(value(run('calcium-albumin-corrected', { calcium: 2.6, albumin: [4.5, 'g/dL'] }), 'correctedCalcium')).toBeCloseTo(2.475250, 6);
  });

  it('refuses albumin below 5 g/L and a unit it does not take', () => {
    expect(refusal(run('calcium-albumin-corrected', { calcium: 2.1, albumin: 4 }))).toMatchObject({ input: 'albumin', problem: 'below', limitInUnit: 5 });
    expect(refusal(run('calcium-albumin-corrected', { calcium: [2.1, 'mEq/L'], albumin: 40 }))).toMatchObject({ input: 'calcium', problem: 'unit' });
  });
});

describe('values no measurement can take', () => {
  it('refuses a value typed but not a number, and a concentration below zero, naming the input', () => {
    expect(refusal(run('osmolal-gap', { sodium: Number.NaN, glucose: 5, urea: 5, measuredOsmolality: 290 }))).toEqual({ input: 'sodium', problem: 'notNumber' });
    expect(refusal(run('calcium-albumin-corrected', { calcium: -2.1, albumin: 30 }))).toEqual({ input: 'calcium', problem: 'negative' });
    expect(refusal(run('egfr-capa', { cystatinC: 1, age: -1 }))).toEqual({ input: 'age', problem: 'negative' });
  });

  it('gives no number where a formula would answer a concentration below zero: calcium 0.5 mmol/L with albumin 70 g/L', () => {
    // 0.5 + (40 − 70)/40.08 = −0.248503
    expect(run('calcium-albumin-corrected', { calcium: 0.5, albumin: 70 })).toEqual({ ok: false, refusals: [], notApplicable: 'resultNotPositive' });
  });
});

it('every calculator has a formula, a reference and inputs, and its id listed once', () => {
  expect(new Set(CALCULATOR_IDS).size).toBe(CALCULATOR_IDS.length);
  for (const id of CALCULATOR_IDS) {
    const calculator = CALCULATORS[id];
    expect(calculator.id).toBe(id);
    expect(calculator.formula.length).toBeGreaterThan(0);
    expect(calculator.references.length).toBeGreaterThan(0);
    expect(calculator.inputs.length).toBeGreaterThan(0);
  }
});
