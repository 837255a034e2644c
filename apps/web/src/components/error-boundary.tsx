import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
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
    <Alert variant="danger" className="my-4">
      <Alert.Heading as="h1" className="h4">
        {t('error.title')}
      </Alert.Heading>
      <p>{isLoadFailure(error) ? t('error.loadFailed') : t('error.message')}</p>
      <Button variant="outline-danger" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Alert>
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
