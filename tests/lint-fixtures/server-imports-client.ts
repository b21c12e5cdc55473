// Linted as src/server/plugins/: the server never imports client code.
import { apiFetch } from '../../client/lib/api-client';

export const fetcher = apiFetch;
