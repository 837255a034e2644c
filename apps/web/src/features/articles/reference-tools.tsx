import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/reference-tools-i18n';

/**
 * An article's reference tool (the units switch, the result check), which works in the browser
 * alone: without JavaScript it is hidden and a line says what it needs (index.html's noscript
 * style swaps them; components/layout.css hides the line otherwise).
 */
export function ReferenceTool({ needs, children }: { needs: 'units' | 'check'; children: ReactNode }) {
  const { t } = useTranslation('referenceTools');
  return (
    <>
      <div className="with-script">{children}</div>
      <p className="without-script small text-muted my-2">{t(`needsScript.${needs}`)}</p>
    </>
  );
}
