import { useState } from 'react';
import type { TipPlace } from '../../../../shared/features/tips.schema.js';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TipDialog } from './tip-dialog';

export interface TipButtonProps {
  place: TipPlace;
  targetId: string;
  /** What is tipped, for the dialog's heading and the button's name: "this picture". */
  what: string;
  variant?: ButtonVariant;
  className?: string;
}

/** "Tip", opening the tip dialog for one picture, update, chat or order. */
export function TipButton({ place, targetId, what, variant = 'secondary', className }: TipButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} aria-label={`Tip for ${what}`} onClick={() => setOpen(true)}>
        Tip
      </Button>
      <TipDialog open={open} onClose={() => setOpen(false)} place={place} targetId={targetId} what={what} />
    </>
  );
}
