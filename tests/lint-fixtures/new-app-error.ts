// Linted as a feature service: errors come from the factories of errors.ts, never new AppError(...).
import { AppError } from '../../errors.js';

export const gone = () => new AppError(410, 'gone', 'This is gone.');
