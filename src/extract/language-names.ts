/**
 * Names of natural languages (pure data and a test): a multilingual table prints them as the rows or columns of its
 * data (the languages a model was evaluated on), never as a metric's name. Used where a header naming no registry
 * metric would otherwise be declared as a metric of its own (unknown-header-columns.ts).
 */
const LANGUAGES = new Set(
  (
    'english chinese mandarin cantonese japanese korean arabic hebrew persian farsi turkish russian ukrainian polish czech slovak ' +
    'slovenian croatian serbian bosnian bulgarian romanian hungarian greek german dutch flemish danish swedish norwegian icelandic ' +
    'finnish estonian latvian lithuanian french spanish portuguese italian catalan galician basque irish welsh maltese albanian ' +
    'macedonian hindi bengali urdu punjabi gujarati marathi tamil telugu kannada malayalam nepali sinhala thai vietnamese ' +
    'indonesian malay filipino tagalog burmese khmer lao mongolian kazakh uzbek georgian armenian azerbaijani swahili amharic ' +
    'yoruba igbo hausa zulu xhosa afrikaans somali'
  ).split(' '),
);

/** Whether a header is only a language's name ("Arabic", "Chinese (Mandarin)"), case aside. */
export function isLanguageName(header: string): boolean {
  const words = header.toLowerCase().replace(/[()[\]]/g, ' ').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 2 && words.every((w) => LANGUAGES.has(w));
}
