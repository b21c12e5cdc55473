// Linted as src/server/features/gallery/gallery-helpers.ts: a feature file's name must end in its role.
export const helper = (): number => 1;
