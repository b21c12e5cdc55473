import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client';

/**
 * The one way to show a toast. Wraps sonner so call sites do not depend on it
 * and errors of any kind become a readable message.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast(message),
  error: (error: unknown, fallback?: string) => toast.error(errorMessage(error, fallback)),
  /** A message that stays until its one action is taken or it is closed. */
  action: (message: string, label: string, onClick: () => void) => toast(message, { action: { label, onClick }, duration: Infinity }),
};
