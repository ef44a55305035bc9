/**
 * The word a table caption starts with, in the languages papers, theses and READMEs are written in
 * (pure): English "Table 3:" / "TABLE III" / "Tab. 2", French "Tableau 2 –", Spanish "Tabla 1.",
 * Portuguese "Tabela 1", Italian "Tabella 1", German "Tabelle 4:", Dutch/Scandinavian "Tabel 1",
 * Russian/Ukrainian "Таблица 1:" / "Таблиця 1" / "Табл. 1", Chinese and Japanese "表 1" / "表1：",
 * Korean "표 1". Also the stop printed after the number: "." ":" "|", the full-width "：" "．" of CJK
 * text, and the dash of French and Russian (GOST) captions ("Tableau 2 – …", "Таблица 1 — …").
 * Regex sources are returned so each reader keeps its own anchors and case rules.
 */

const LATIN = ['Tableau', 'Tabelle', 'Tabella', 'Tabela', 'Tabla', 'Tabel', 'Table', 'Tab\\.'];
const CYRILLIC = ['Таблица', 'Таблиця', 'Табл\\.'];
/** Chinese/Japanese 表 (one character, no space needed before the number), Korean 표. */
const CJK = ['表', '표'];

const cased = (w: string): string[] => [w, (w[0] ?? '').toLowerCase() + w.slice(1), w.toUpperCase()];

/**
 * A regex source, no capture group, for the word a table caption starts with: each word capitalised,
 * in lower case or in capitals ("Table", "table", "TABLE"), longest first ("Tableau" before "Table").
 */
export const TABLE_WORD = `(?:${[...LATIN, ...CYRILLIC].flatMap(cased).concat(CJK).join('|')})`;

/**
 * The stop printed after a caption's number: ".", ":", "|", a full-width "：" or "．", or a dash before a
 * space ("Tableau 2 – Résultats"; a hyphen only with a space after it, so "Table 3-1" is no caption stop).
 */
export const CAPTION_STOP = String.raw`(?:[.:|：．]|[–—](?=\s)|-(?=\s))`;

/**
 * A table named in running text, group 1 its number: "Table 3", "Tab. 2", "Tableau 4", "Tabla 1", "Tabelle 2",
 * "таблице 2", "табл. 3", and in CJK text, where no space parts words, "如表1所示", "표 1".
 */
const NAMED_WORDS = ['Table', 'Tab\\.', 'Tableau', 'Tabla', 'Tabela', 'Tabella', 'Tabelle', 'Tabel', '[Тт]аблиц[аеуыи]', '[Тт]абл\\.'];
/** A regex source, no group, for the words other than English that name a table in text ("Tableau", "таблице", "表"). */
export const FOREIGN_TABLE_NAMES = `(?:${NAMED_WORDS.slice(2).join('|')}|[表표])`;
export const TABLE_REFERENCE = new RegExp(String.raw`(?:(?<![\p{L}\p{N}_])(?:${NAMED_WORDS.join('|')})|[表표])\s*(\d+)`, 'gu');

/** The numbers of the tables a text names ("as Table 2 and Tableau 3 show" → [2, 3]). */
export function tablesNamed(text: string): number[] {
  return [...text.matchAll(TABLE_REFERENCE)].map((m) => Number(m[1]));
}
