/**
 * A cell that prints a calendar date ("Sep 25, 2025", "July 14, 2025", "2024-03-01", "12 Mar 2024"):
 * a leaderboard's submission date, which is neither a method's name nor a value (pure).
 */
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = new RegExp(`^(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH},?\\s+\\d{4}|${MONTH},?\\s+\\d{4}|\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{4})$`, 'i');

export const isDateCell = (cell: string): boolean => DATE.test(cell.replace(/\s+/g, ' ').trim());

/** Every filled cell of a column prints a date (at least one filled). */
export const isDateColumn = (cells: readonly string[]): boolean => {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  return filled.length > 0 && filled.every(isDateCell);
};
