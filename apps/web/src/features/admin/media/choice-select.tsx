import Form from 'react-bootstrap/Form';

interface ChoiceSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** A labelled select of fixed choices: the library's filter and sort, on its screen and in the picker. */
export function ChoiceSelect<T extends string>({ id, label, value, choices, choiceLabel, onChange }: ChoiceSelectProps<T>) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
