/**
 * A text column beside the row labels that says how each row was configured or trained, not what it is called (pure):
 * `Search + budget` "Random, 600 epochs" / "GraSH, 192 epochs", `Schedule` "cosine, 300 ep", `Final training`
 * "200 epochs". Told by its cells — every filled one prints an amount of training (epochs, steps, iterations, hours,
 * GPU-days) — or by its header naming a procedure (search, budget, final training, schedule, optimiser, sampling, warm-up)
 * when another text column is left to name the rows. Such a column is a setting of each row; the method is the other
 * label column (label-columns.ts), so two rows of one method under different budgets keep the method's printed label.
 */

/** "600 epochs", "192 ep.", "90k steps", "1M iters", "12 GPU hours", "3 days", "200 epochs on 8 GPUs". */
const TRAINING_AMOUNT = /(?:^|[\s,;(/])~?\d+(?:[.,]\d+)?\s*[kKM]?\s*(?:epochs?|ep\.?|steps?|iter(?:ation)?s?|updates?|(?:GPU|TPU)[- ]?(?:hours?|days?|h)|hours?|hrs?|days?|trials?|configs?|configurations?)\b/i;

/** A header naming how the rows were configured or trained. */
const PROCEDURE_HEAD = /\b(?:search|budget|(?:final|full)\s+training|training\s+(?:budget|schedule|length|epochs|steps|time)|schedules?|optimi[sz]ers?|sampling|warm-?up|regime|hpo)\b/i;

const filled = (cells: readonly string[]): string[] => cells.map((c) => c.trim()).filter((c) => c && !/^[-–—]$/.test(c));

/** Every filled cell prints an amount of training ("Random, 600 epochs", "200 epochs"). */
export const printsTrainingAmounts = (cells: readonly string[]): boolean => {
  const f = filled(cells);
  return f.length > 0 && f.every((c) => TRAINING_AMOUNT.test(c));
};

/** A header that names a procedure of the setup ("Search + budget", "Final training", "LR schedule"). */
export const namesProcedure = (header: readonly string[]): boolean => header.some((h) => PROCEDURE_HEAD.test(h));

/**
 * Whether a text label column (its header cells and body cells, markup stripped) is configuration: its cells print
 * amounts of training, or its header names a procedure. The caller keeps it as a setting only when another label
 * column is left to name the rows.
 */
export function isConfigurationColumn(header: readonly string[], cells: readonly string[]): boolean {
  if (filled(cells).length === 0) return false;
  return printsTrainingAmounts(cells) || namesProcedure(header);
}
