/** Moved to src/estimate/estimate.ts (a pure module audits and reports may import); kept until importers switch. */
export { estimate } from '../../estimate/estimate.js';
export type { Estimate } from '../../estimate/estimate.js';
