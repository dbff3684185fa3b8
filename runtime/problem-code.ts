/**
 * The code of a problem the runtime or a game reports (a RunProblem, a HandError, a problem of a game's deal file):
 * always a registered diagnostic code, whose severity and texts are in compiler/diagnostics/codes.ts (the core's) or
 * in games/<game>/codes.ts (a game's own). The runtime imports neither: `ProblemCodes` is empty here, and each
 * registry adds its codes' names to it by interface merging (`declare module` of runtime/index.js), so a misspelt or
 * unregistered code is a type error wherever it is written, in the runtime as in the games.
 */

/** The names of the registered codes (the keys; the values mean nothing): filled by the registries' `declare module`. */
export interface ProblemCodes {}

/** A registered problem code (`phase/kebab-name`). */
export type ProblemCode = keyof ProblemCodes;
