/**
 * A number as printed, its zero padding removed (pure): "08.77" → "8.77", "-05.0" → "-5.0", "+03" → "+3",
 * "00" → "0", "007" → "7". Only a plain decimal numeral (an optional sign, digits, an optional fraction) is
 * touched; anything else is returned as it is: "0.5", "1e-05" (the exponent's zero is no padding), "0x1F",
 * "v01.2". Used where a printed value is read (validate's transcription check) and where it is written back
 * (audit extract's YAML, whose 1.1 readers take "012" as octal), so both read a padded print the same way.
 */
const PLAIN = /^([-+−]?)0+(?=\d)(\d*(?:\.\d+)?)$/;

export function unpadNumber(printed: string): string {
  const m = PLAIN.exec(printed);
  return m ? `${m[1] as string}${m[2] as string}` : printed;
}
