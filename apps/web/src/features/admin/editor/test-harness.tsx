import '../admin-i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';

/** Renders a controlled input with its own state, as the editor's form holds it. */
export function renderControlled<T>(initial: T, view: (value: T, onChange: (value: T) => void) => ReactElement) {
  const changes: T[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return view(value, (next) => {
      changes.push(next);
      setValue(next);
    });
  }
  const user = userEvent.setup();
  return { ...render(<Harness />), user, changes };
}
