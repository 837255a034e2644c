import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withCalculatorBlocks } from './calculator-html';
import { CalculatorPortals } from './calculator-portals';

/**
 * Sanitized article HTML that places calculators: each place shown as its block (formula and
 * source, from the server on), its form brought to life after hydration.
 */
export function CalculatorsInHtml({ html, className }: { html: string; className: string }) {
  const { t } = useTranslation('calculators');
  const root = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => withCalculatorBlocks(html, t), [html, t]);
  return (
    <>
      <div ref={root} className={className} dangerouslySetInnerHTML={{ __html: shown }} />
      <CalculatorPortals root={root} html={shown} />
    </>
  );
}
