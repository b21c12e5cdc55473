import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { resyncUser } from '../subscription.api';

/** Admin resync of one member from the payment provider; says what it fixed. */
export function ResyncButton({ userId, email }: { userId: string; email: string }) {
  const queryClient = useQueryClient();
  const resync = useMutation({
    mutationFn: () => resyncUser(userId),
    onSuccess: ({ changed }) => {
      notify.success(changed.length === 0 ? `${email} was already in sync.` : `${email} updated: ${changed.join(', ')}.`);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error(error),
  });
  return (
    <Button variant="ghost" loading={resync.isPending} onClick={() => resync.mutate()} aria-label={`Resync ${email}`}>
      Resync
    </Button>
  );
}
