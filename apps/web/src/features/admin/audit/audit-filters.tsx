import { zodResolver } from '@hookform/resolvers/zod';
import { AUDIT_ACTIONS, auditFilterSchema, type AuditFilter, type AuditFilterInput } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../validation-text';

interface AuditFiltersProps {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}

const FIELDS = ['actor', 'from', 'to'] as const;

/** The log's filters, checked by the same schema as the API's: part of a username, an action, days from and to. */
export function AuditFilters({ filter, onApply }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const empty = { actor: '', action: '', from: '', to: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuditFilterInput, unknown, AuditFilter>({ resolver: zodResolver(auditFilterSchema), values: { ...empty, ...filter } });
  const clear = () => {
    reset(empty);
    onApply({});
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onApply)} className="mb-4" aria-label={t('filters.legend')}>
      <Row className="g-3 align-items-end">
        {FIELDS.map((field) => (
          <Col key={field} xs={12} md={field === 'actor' ? 3 : 2}>
            <Form.Group controlId={`audit-${field}`}>
              <Form.Label>{t(`filters.${field}`)}</Form.Label>
              <Form.Control
                type={field === 'actor' ? 'text' : 'date'}
                {...register(field)}
                isInvalid={!!errors[field]}
                aria-invalid={!!errors[field]}
                aria-describedby={errors[field] ? `audit-${field}-error` : undefined}
              />
              {errors[field]?.message && (
                <Form.Control.Feedback type="invalid" id={`audit-${field}-error`}>
                  {validationText(errors[field].message)}
                </Form.Control.Feedback>
              )}
            </Form.Group>
          </Col>
        ))}
        <Col xs={12} md={3}>
          <Form.Group controlId="audit-action">
            <Form.Label>{t('filters.action')}</Form.Label>
            <Form.Select {...register('action')}>
              <option value="">{t('filters.allActions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`actions.${action}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs="auto" className="d-flex gap-2">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button variant="outline-secondary" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
