import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Ties the footer's submit button to the form (the footer sits outside it). */
  formId: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The one shape of a dialog that asks for a few fields: the form in the body,
 * Cancel and the submit button in the footer. The form validates itself
 * (`noValidate`), so its messages are ours, not the browser's.
 */
export function FormModal({ open, onClose, title, formId, submitLabel, pending, onSubmit, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
