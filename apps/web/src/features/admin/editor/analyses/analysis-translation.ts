import type { Analysis } from '@labmedicin/contracts';

/**
 * An analysis as a translator starts it: designation, codes, numbers and choices copied (they are
 * the same in every language); its texts (other names, preparation, transport, rejection effects,
 * turnaround) left to write, with the original's shown beside each.
 */
export const analysisToTranslate = (analysis: Analysis): Analysis => ({
  ...analysis,
  otherNames: [],
  preparation: { ...analysis.preparation, timeOfDay: '', doseTiming: '', notes: '' },
  handling: { ...analysis.handling, transport: '' },
  rejection: analysis.rejection.map((row) => ({ ...row, effect: '' })),
  turnaround: '',
});
