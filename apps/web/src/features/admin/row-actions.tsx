import Button from 'react-bootstrap/Button';

/** A row's action: the word on the button, and what screen readers hear (naming the row's item). */
export interface RowAction {
  label: string;
  accessibleName: string;
  onClick: () => void;
}

/**
 * The change and delete buttons at the end of an admin table's row (categories, users, tags): a
 * delete that may not be offered (an admin's own account) is left out.
 */
export function RowActions({ change, remove }: { change: RowAction; remove?: RowAction }) {
  return (
    <>
      <Button size="sm" variant="outline-primary" className="me-2" onClick={change.onClick} aria-label={change.accessibleName}>
        {change.label}
      </Button>
      {remove && (
        <Button size="sm" variant="outline-danger" onClick={remove.onClick} aria-label={remove.accessibleName}>
          {remove.label}
        </Button>
      )}
    </>
  );
}
