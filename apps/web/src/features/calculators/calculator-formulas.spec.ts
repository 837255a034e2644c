import { CALCULATORS, CALCULATOR_IDS } from '@labmedicin/calculators';
import { CALCULATOR_TEXTS } from './calculator-texts';

/** The numbers of a text, in order, a decimal comma read as a point. */
const numbers = (line: string) => [...line.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));

describe("the formulas a calculator's block shows", () => {
  it.each(CALCULATOR_IDS)('%s: in English exactly the lib’s, in Swedish with the same numbers in the same order', (id) => {
    const formula = CALCULATORS[id].formula;
    expect(CALCULATOR_TEXTS.en.formulas[id]).toEqual(formula);
    const swedish = CALCULATOR_TEXTS.sv.formulas[id];
    expect(swedish).toHaveLength(formula.length);
    formula.forEach((line, index) => expect(numbers(swedish[index]!)).toEqual(numbers(line)));
  });
});
