import { useLocation, useNavigate } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { Button } from './ui/button';

/** Goes back one step, or home when the page was opened directly (no history inside the app). */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key "default".
  const hasHistory = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      className="back-button"
      onClick={() => (hasHistory ? void navigate(-1) : void navigate(CLIENT_ROUTES.home))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </Button>
  );
}
