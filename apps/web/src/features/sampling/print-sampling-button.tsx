import { useTranslation } from 'react-i18next';

/** The class on <html> that makes the printout the sampling section alone (sampling.css). */
const PRINT_SAMPLING_CLASS = 'print-sampling';

/**
 * Prints the sampling section alone, for the ward's wall: the page is marked while the browser's
 * print dialog is open and unmarked after it, so an ordinary print still gives the whole article.
 */
export function PrintSamplingButton() {
  const { t } = useTranslation('sampling');
  const print = () => {
    const root = document.documentElement;
    root.classList.add(PRINT_SAMPLING_CLASS);
    window.addEventListener('afterprint', () => root.classList.remove(PRINT_SAMPLING_CLASS), { once: true });
    window.print();
  };
  return (
    <button type="button" className="btn btn-sm btn-outline-secondary d-print-none" onClick={print}>
      {t('print')}
    </button>
  );
}
