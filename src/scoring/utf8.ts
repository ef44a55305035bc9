/** Finding invalid UTF-8 (pure): shared with the claim-file loader, so it lives in core. */
export { describeUtf8Problems, invalidUtf8 } from '../core/utf8.js';
export type { Utf8Problem } from '../core/utf8.js';
