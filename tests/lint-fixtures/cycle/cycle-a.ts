// Breaks import-x/no-cycle: cycle-a imports cycle-b, which imports cycle-a.
import { b } from './cycle-b.js';

export const a = (): string => `a${b()}`;
