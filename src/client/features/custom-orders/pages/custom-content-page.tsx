import { Navigate } from 'react-router';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';
import { storeTab } from '../custom-orders.api';

/** /custom-content, the target of Try Again: the dashboard's Custom Build on the request portal. */
export function CustomContentPage() {
  storeTab('request');
  return <Navigate to={CLIENT_ROUTES.authHome} state={{ component: 'custom_build', tab: 'request' }} replace />;
}
