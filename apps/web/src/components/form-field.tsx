import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'id' | 'isInvalid' | keyof UseFormRegisterReturn>;

interface FormFieldProps extends ControlProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
  /** Shown under the control, e.g. a character counter. */
  hint?: ReactNode;
}

/** A labelled Bootstrap control bound to react-hook-form, with its error under it. */
export function FormField({ id, label, registration, error, hint, ...control }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} {...registration} isInvalid={!!error} aria-invalid={!!error} aria-describedby={error ? errorId : undefined} />
      {hint}
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
