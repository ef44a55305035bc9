/**
 * British → American spelling, as CoreNLP 3.4.1's PTBTokenizer applies it by default
 * (`americanize=true` until CoreNLP 4.0) to plain word tokens, before lower-casing. Like the
 * original, it is case-sensitive: `Grey` (capitalised) stays, `grey` becomes `gray`.
 *
 * The word list and the `-our` rule follow the public description of CoreNLP's Americanize;
 * the list is the commonly used subset, not guaranteed complete (see docs in index.ts).
 */
const WORDS: ReadonlyMap<string, string> = new Map(
  (
    'anaesthetic anesthetic|analogue analog|analogues analogs|analyse analyze|analysed analyzed|' +
    'analysing analyzing|armoured armored|cancelled canceled|cancelling canceling|candour candor|' +
    'capitalise capitalize|capitalised capitalized|capitalisation capitalization|centre center|' +
    'chimaeric chimeric|clamour clamor|coloured colored|colouring coloring|colourful colorful|' +
    'defence defense|discolour discolor|discolours discolors|discoloured discolored|' +
    'discolouring discoloring|encyclopaedia encyclopedia|endeavour endeavor|endeavours endeavors|' +
    'endeavoured endeavored|endeavouring endeavoring|fervour fervor|favour favor|favours favors|' +
    'favoured favored|favouring favoring|favourite favorite|favourites favorites|fibre fiber|' +
    'fibres fibers|finalise finalize|finalised finalized|finalising finalizing|flavour flavor|' +
    'flavours flavors|flavoured flavored|flavouring flavoring|grey gray|harbour harbor|' +
    'harbours harbors|homologue homolog|homologues homologs|honour honor|honours honors|' +
    'honoured honored|honouring honoring|honourable honorable|humour humor|humours humors|' +
    'humoured humored|humouring humoring|kerb curb|labelled labeled|labelling labeling|' +
    'labour labor|Labour Labor|labours labors|laboured labored|labouring laboring|leant leaned|' +
    'learnt learned|localise localize|localised localized|manoeuvre maneuver|' +
    'manoeuvres maneuvers|maximise maximize|maximised maximized|maximising maximizing|' +
    'meagre meager|minimise minimize|minimised minimized|minimising minimizing|' +
    'modernise modernize|modernised modernized|modernising modernizing|' +
    'misdemeanour misdemeanor|misdemeanours misdemeanors|neighbour neighbor|neighbours neighbors|' +
    'neighbourhood neighborhood|neighbourhoods neighborhoods|oestrogen estrogen|' +
    'organisation organization|organisations organizations|penalise penalize|penalised penalized|' +
    'popularise popularize|popularised popularized|popularises popularizes|' +
    'popularising popularizing|practise practice|practised practiced|pressurise pressurize|' +
    'pressurised pressurized|pressurises pressurizes|pressurising pressurizing|realise realize|' +
    'realised realized|realising realizing|realises realizes|recognise recognize|' +
    'recognised recognized|recognising recognizing|recognises recognizes|rumoured rumored|' +
    'rumouring rumoring|savour savor|savours savors|savoured savored|savouring savoring|' +
    'splendour splendor|splendours splendors|theatre theater|theatres theaters|titre titer|' +
    'titres titers|travelled traveled|travelling traveling'
  )
    .split('|')
    .map((pair) => pair.split(' ') as [string, string]),
);

const OUR = /^([a-z]{3,})our(s?)$/;
const OUR_EXCEPT = /^(?:glamour|de[tv]our|tour|four|contour|paramour|troubadour)s?$/;

export function americanize(word: string): string {
  const mapped = WORDS.get(word);
  if (mapped !== undefined) return mapped;
  if ((word.endsWith('our') || word.endsWith('ours')) && OUR.test(word) && !OUR_EXCEPT.test(word))
    return word.replace(OUR, '$1or$2');
  return word;
}
