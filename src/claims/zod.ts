/**
 * zod as the claims code uses it. A command validates a few claim files once per process, and
 * zod's default compiles a parser per object schema (`new Function`) when first used: that costs
 * more than it saves here (≈ 95 ms against ≈ 50 ms of CPU to validate the three claim files in a
 * fresh process). Set before any schema is built (zod reads it at construction), hence every module
 * of src/claims imports z from here.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
