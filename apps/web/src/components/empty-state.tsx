import Card from 'react-bootstrap/Card';

/** A list with nothing in it: a short title and, when useful, what to do next. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Card body className="text-center py-4 text-muted">
      <p className="h5 mb-0">{title}</p>
      {hint && <p className="mt-2 mb-0">{hint}</p>}
    </Card>
  );
}
