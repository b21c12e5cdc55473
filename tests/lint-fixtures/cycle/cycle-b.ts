// The other half of the cycle in cycle-a.ts.
import { a } from './cycle-a.js';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
