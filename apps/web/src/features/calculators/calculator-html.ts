import { SCREEN } from '@labmedicin/contracts';
import { CALCULATORS, CALCULATOR_ATTRIBUTE, CALCULATOR_IDS, type CalculatorId } from '@labmedicin/calculators';
import type { TFunction } from 'i18next';
import { escapeHtml } from '../../server/page-head';
import './calculator-texts';

/** The class of the element within a block where the interactive form is placed after hydration. */
export const LIVE_SLOT_CLASS = 'calculator-live';

/**
 * A calculator's block as HTML: its name (unless the page's heading says it), the slot the form
 * comes to life in, its formula (the lib's, in the reader's language: calculator-formulas.spec
 * holds the texts to the lib's numbers) and its source. What a reader without JavaScript sees; the same
 * string on the server and in the browser, so hydration finds what the server rendered.
 */
export function calculatorBlockHtml(id: CalculatorId, t: TFunction<'calculators'>, { heading = true }: { heading?: boolean } = {}): string {
  const list = (lines: readonly string[], className: string) => `<ul class="${className}">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  return [
    `<div ${CALCULATOR_ATTRIBUTE}="${id}" class="calculator-block card my-4"><div class="card-body">`,
    heading ? `<h3 class="h5 card-title"><a href="${SCREEN.calculators.to({ id: id })}">${escapeHtml(t(`names.${id}`))}</a></h3>` : '',
    `<p class="text-muted small">${escapeHtml(t(`summaries.${id}`))}</p>`,
    `<div class="${LIVE_SLOT_CLASS}"></div>`,
    `<h4 class="h6 mt-3">${escapeHtml(t('formula'))}</h4>`,
    list(t(`formulas.${id}`, { returnObjects: true }) as string[], 'calculator-formula small'),
    `<h4 class="h6">${escapeHtml(t('references'))}</h4>`,
    list(CALCULATORS[id].references, 'calculator-references small mb-0'),
    '</div></div>',
  ].join('');
}

const PLACE = new RegExp(`<div ${CALCULATOR_ATTRIBUTE}="(${CALCULATOR_IDS.join('|')})"></div>`, 'g');

/** Sanitized article HTML with each calculator's inert place (`<div data-calculator="id"></div>`) made its block. */
export function withCalculatorBlocks(html: string, t: TFunction<'calculators'>): string {
  return html.includes(CALCULATOR_ATTRIBUTE) ? html.replace(PLACE, (_place, id: CalculatorId) => calculatorBlockHtml(id, t)) : html;
}
