import type { TechContent } from '../../../shared/features/ai-chat.schema.js';

/** What a fresh site shows on the Tech page until the owner writes their own. */
export const DEFAULT_TECH_CONTENT: TechContent = {
  mission:
    'We build tools that help artists and engineers meet halfway: software that respects the craft, ' +
    'art that is curious about how things work, and a studio where both are made in the open.',
  quotes: [
    'Make the thing, then make it better.',
    'Every tool is a brush if you hold it with care.',
    'Curiosity compiles faster than fear.',
    'Simple is a feature you earn.',
    'Ship the sketch; polish the painting.',
    'The best interface is the one that gets out of the way.',
    'Learn in public, and the work will teach you back.',
  ],
};
