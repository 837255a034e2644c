import { required, requiredSex } from './calculate';
import { CAPA_REFERENCE, capaEgfr } from './egfr-capa';
import { ADULT_AGE, LMREV_REFERENCE, lmrevEgfr } from './egfr-lmrev';
import { CREATININE, CYSTATIN_C, GFR_UNIT, SEX } from './inputs';
import type { Calculator } from './types';

const LUND_MODEL_REFERENCE =
  'Grubb A. Non-invasive estimation of glomerular filtration rate (GFR). The Lund model: simultaneous use of cystatin C- and creatinine-based GFR-prediction equations, clinical data and an internal quality check. Scand J Clin Lab Invest 2010;70:65–70.';

/**
 * The agreement check: the two estimates agree when they differ by less than 40 % of the higher,
 * that is when the lower is more than 60 % of the higher. Grubb 2010 (the abstract) says that the
 * mean is used when the estimates agree, without a number. Region Jönköpings län's laboratory states
 * the rule for its reported mean as a "stor diskrepans (>=40%)" between the creatinine- and the
 * cystatin C-based eGFR (webbsortiment.rjl.se, Pt--eGFR, medel): a difference of 40 % or more is
 * disagreement. Of which estimate the 40 % is taken was NOT found in what could be read (that text
 * breaks off there); this takes it of the higher, so that disagreement is the lower being at most
 * 60 % of the higher, as shrunken pore syndrome is defined (eGFRcystatin C ≤ 60 % of
 * eGFRcreatinine: Scand J Clin Lab Invest, doi:10.3109/00365513.2015.1099724, the abstract; a ratio
 * of at most 0.6 or 0.7 in Grubb, Läkartidningen 2019;116, the abstract).
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
    'The estimates agree when they differ by less than 40 % of the higher (the lower is more than 60 % of the higher): a local convention. Region Jönköpings län\'s laboratory calls a difference of 40 % or more a large discrepancy, without saying of which estimate',
    'Age ≥ 18 years',
  ],
  references: [LUND_MODEL_REFERENCE, LMREV_REFERENCE, CAPA_REFERENCE],
  compute: (values) => {
    const age = required(values, 'age');
    const creatinineBased = lmrevEgfr(required(values, 'creatinine'), age, requiredSex(values));
    const cystatinBased = capaEgfr(required(values, 'cystatinC'), age);
    const agree = Math.min(creatinineBased, cystatinBased) > AGREEMENT_LOWER_TO_HIGHER * Math.max(creatinineBased, cystatinBased);
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
