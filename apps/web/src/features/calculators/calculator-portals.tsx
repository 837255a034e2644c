import { CALCULATOR_ATTRIBUTE, isCalculatorId, type CalculatorId } from '@labmedicin/calculators';
import { Suspense, useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { lazyComponent } from '../../components/lazy-component';
import { LIVE_SLOT_CLASS } from './calculator-html';

// The form and the calculators' code load only where a calculator is shown, and only in the
// browser: the server renders the block's formula and source, which is what a reader without
// JavaScript gets.
const CalculatorForm = lazyComponent('CalculatorForm', () => import('./calculator-form').then((module) => module.CalculatorForm), { browserOnly: true });

interface Target {
  id: CalculatorId;
  slot: Element;
}

/**
 * Brings the calculator blocks under `root` to life once the page has hydrated: each block's form
 * is rendered into its slot. `html`: the HTML `root` shows, so that new HTML is searched anew.
 */
export function CalculatorPortals({ root, html }: { root: RefObject<HTMLElement | null>; html: string }) {
  const [targets, setTargets] = useState<Target[]>([]);
  useEffect(() => {
    const found: Target[] = [];
    for (const block of root.current?.querySelectorAll(`[${CALCULATOR_ATTRIBUTE}]`) ?? []) {
      const id = block.getAttribute(CALCULATOR_ATTRIBUTE);
      const slot = block.querySelector(`.${LIVE_SLOT_CLASS}`);
      if (isCalculatorId(id) && slot) found.push({ id, slot });
    }
    setTargets(found);
  }, [root, html]);
  return targets.map(({ id, slot }, index) =>
    createPortal(
      <Suspense fallback={null}>
        <CalculatorForm id={id} />
      </Suspense>,
      slot,
      `${id}-${index}`,
    ),
  );
}
