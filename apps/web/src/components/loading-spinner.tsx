/** A centred spinner with a visible label, announced to screen readers. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="d-flex flex-column align-items-center justify-content-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="mt-3 text-muted">{label}</span>
    </div>
  );
}
