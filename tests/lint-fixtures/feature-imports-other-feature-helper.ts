// Linted as src/server/features/chat/: another feature's helper (here a form reader) is off limits, whatever its suffix.
import { readProfileForm } from '../profile/profile.form.js';

export const read = readProfileForm;
