import type { ReactNode } from 'react';

/**
 * Guard for the signed-in routes of SPEC §6 (dashboard, success, canceled).
 * Placeholder: sign-in arrives with the auth issue, which will redirect signed-out
 * visitors to "/" and remember where they were going (SPEC §2). Until then it
 * renders its children unchanged.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
