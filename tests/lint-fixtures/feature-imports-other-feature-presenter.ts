// Linted as src/server/features/gallery/: another feature's presenter, a private file of that feature.
import { toRequestView } from '../custom-orders/custom-orders.presenter.js';

export const view = toRequestView;
