/** Moved to src/estimate/memory.ts (a pure module audits and reports may import); kept until importers switch. */
export { GIB } from '../../estimate/memory.js';
