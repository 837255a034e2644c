import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** A lazy chunk that could not be fetched (offline, or a release replaced it). */
function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Loading chunk/i.test(message);
}

function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-danger my-4">
      <h1 className="h4 alert-heading">{t('error.title')}</h1>
      <p>{isLoadFailure(error) ? t('error.loadFailed') : t('error.message')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // eslint-disable-next-line no-console -- the failure is shown to the visitor; the details go to the console
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorFallback error={this.state.error} />;
  }
}

/**
 * A screen that throws while rendering (or a lazy chunk that fails to load) shows 'Something
 * went wrong' with a reload button instead of a blank page; going to another route clears it.
 */
export function ErrorBoundary({ children }: BoundaryProps) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
