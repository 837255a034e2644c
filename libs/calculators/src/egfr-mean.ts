import { required, requiredSex } from './calculate';
import { CAPA_REFERENCE, capaEgfr } from './egfr-capa';
import { ADULT_AGE, LMREV_REFERENCE, lmrevEgfr } from './egfr-lmrev';
import { CREATININE, CYSTATIN_C, GFR_UNIT, SEX } from './inputs';
import type { Calculator } from './types';

const LUND_MODEL_REFERENCE =
  'Grubb A. Non-invasive estimation of glomerular filtration rate (GFR). The Lund model: simultaneous use of cystatin C- and creatinine-based GFR-prediction equations, clinical data and an internal quality check. Scand J Clin Lab Invest 2010;70:65–70.';

/**
 * The agreement check: the two estimates agree when the lower is at least 60 % of the higher,
 * that is when they differ by less than 40 % of the higher. Swedish laboratories state the rule as
 * the two estimates "not differing by more than 40 %"; the exact threshold and which estimate the
 * percentage is taken of were NOT verified at the source (Grubb 2010 states that the mean is used
 * when the estimates agree, in the abstract read, without the number). The ratio 0.6 matches the
 * eGFRcystatin C/eGFRcreatinine ratio most often used for shrunken pore syndrome (Grubb,
 * Läkartidningen 2019;116:989–991).
 */
const AGREEMENT_LOWER_TO_HIGHER = 0.6;

/**
 * The mean of the creatinine-based (LMrev) and the cystatin C-based (CAPA) eGFR, as Swedish
 * laboratories report for adults, with the agreement check: when the two do not agree, the mean
 * is not a reliable estimate and the reader is told so (look for a reason to trust one of them,
 * or measure GFR).
 */
export const egfrMean: Calculator = {
  id: 'egfr-mean',
  inputs: [CREATININE, CYSTATIN_C, ADULT_AGE, SEX],
  formula: [
    'eGFR(mean) = (eGFR(creatinine, LMrev) + eGFR(cystatin C, CAPA)) / 2 mL/min/1.73 m²',
    'The estimates agree when the lower is at least 60 % of the higher (they differ by less than 40 %)',
    'Age ≥ 18 years',
  ],
  references: [LUND_MODEL_REFERENCE, LMREV_REFERENCE, CAPA_REFERENCE],
  compute: (values) => {
    const age = required(values, 'age');
    const creatinineBased = lmrevEgfr(required(values, 'creatinine'), age, requiredSex(values));
    const cystatinBased = capaEgfr(required(values, 'cystatinC'), age);
    const agree = Math.min(creatinineBased, cystatinBased) >= AGREEMENT_LOWER_TO_HIGHER * Math.max(creatinineBased, cystatinBased);
    return {
      quantities: [
        { name: 'egfrMean', value: (creatinineBased + cystatinBased) / 2, unit: GFR_UNIT, decimals: 0 },
        { name: 'egfrCreatinine', value: creatinineBased, unit: GFR_UNIT, decimals: 0 },
        { name: 'egfrCystatinC', value: cystatinBased, unit: GFR_UNIT, decimals: 0 },
        { name: 'cystatinToCreatinineRatio', value: cystatinBased / creatinineBased, unit: '', decimals: 2 },
      ],
      notes: [agree ? 'estimatesAgree' : 'estimatesDisagree'],
    };
  },
};
