import type { CalculatorId } from './ids';
import type { Calculator } from './types';
import { anionGap } from './anion-gap';
import { calciumAlbuminCorrected } from './calcium-albumin-corrected';
import { egfrCapa } from './egfr-capa';
import { egfrCkdEpi2021 } from './egfr-ckd-epi-2021';
import { egfrLmrev } from './egfr-lmrev';
import { egfrMean } from './egfr-mean';
import { gfrAbsolute } from './gfr-absolute';
import { gfrRelative } from './gfr-relative';
import { ldlFriedewald } from './ldl-friedewald';
import { osmolalGap } from './osmolal-gap';

export * from './ids';
export * from './types';
export { calculate, type TypedValues } from './calculate';

/** Every calculator by its id. */
export const CALCULATORS: Record<CalculatorId, Calculator> = {
  'egfr-lmrev': egfrLmrev,
  'egfr-ckd-epi-2021': egfrCkdEpi2021,
  'egfr-capa': egfrCapa,
  'egfr-mean': egfrMean,
  'gfr-absolute': gfrAbsolute,
  'gfr-relative': gfrRelative,
  'anion-gap': anionGap,
  'ldl-friedewald': ldlFriedewald,
  'osmolal-gap': osmolalGap,
  'calcium-albumin-corrected': calciumAlbuminCorrected,
};
