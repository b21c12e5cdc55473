import { ViewPlaceholder } from '../../features/dashboard/components/view-placeholder';

/** A tidy stand-in for an admin tab whose feature has not landed yet. */
export function AdminTabPlaceholder({ title, summary }: { title: string; summary: string }) {
  return <ViewPlaceholder definition={{ title, summary, permission: 'admin_dashboard' }} />;
}
