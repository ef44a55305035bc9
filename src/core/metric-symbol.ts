/**
 * A metric printed as a math symbol (pure): a letter with a subscript and/or a superscript, written in LaTeX
 * ("$S_m$", "$F^{\omega}_{\beta}$", "$E_\phi^{m}$"), in plain text ("S_α", "F_β^w") or spelled ("E_phi"). The
 * symbol is read as its parts, so the order of the scripts and the braces do not matter: "$F^{\omega}_{\beta}$",
 * "F_β^ω" and "$F_{\beta}^{\omega}$" are one key, `F_β^ω`. Text that is no such symbol has no key.
 */

/** LaTeX Greek-letter commands (and their names spelled in plain text: "S_alpha") → the letter. */
export const GREEK: Readonly<Record<string, string>> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ', iota: 'ι', kappa: 'κ',
  lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π', rho: 'ρ', sigma: 'σ', tau: 'τ', upsilon: 'υ', phi: 'φ', varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω',
  Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
};

/** Font and text commands whose argument is what is printed ("\mathrm{max}" → "max"). */
const WRAPPER = /\\(?:text|textrm|textsf|texttt|textbf|textit|mathrm|mathsf|mathtt|mathbf|mathit|mathcal|boldsymbol|bm|operatorname)\s*\{([^{}]*)\}/g;
/** A word command: a Greek letter, or an operator printed as its name ("\max", "\min", "\text" gone above). */
const COMMAND = /\\([A-Za-z]+)/g;
/** Direction arrows, and a unit in brackets after the symbol ("(%)", "[%]"), are no part of it. */
const AROUND = /[↑↓⇑⇓▲▼△▽]|\s*[([]\s*%\s*[)\]]\s*$/g;
/** One letter, a letter and a letter or digit, or a short capitalised name (AP, MR, DCF, RMSE) as the symbol's base. */
const SYMBOL = /^([A-Za-zα-ωΑ-Ωδε]{1,5})((?:[_^](?:\{[^{}]*\}|[^\s_^{}]+))+)$/u;
const SCRIPT = /([_^])(\{[^{}]*\}|[^\s_^{}]+)/gu;

/** The symbol's key (`base_sub^sup`, the scripts in that order, Greek as letters), or undefined for text that is no math symbol. */
export function symbolKey(printed: string): string | undefined {
  let s = printed.replace(AROUND, '').trim();
  // the whole header one math span ("$S_m$"), possibly with text commands inside
  const math = /^\$([^$]+)\$$/.exec(s);
  if (math) s = (math[1] as string).trim();
  else if (s.includes('$')) return undefined;
  s = s.replace(WRAPPER, '$1').replace(COMMAND, (whole, name: string) => GREEK[name] ?? name).replace(/\s+/g, '');
  const m = SYMBOL.exec(s);
  if (!m) return undefined;
  const scripts: Record<string, string[]> = { _: [], '^': [] };
  for (const [, mark, body] of (m[2] as string).matchAll(SCRIPT)) {
    const text = (body as string).replace(/^\{|\}$/g, '');
    if (!text) return undefined;
    (scripts[mark as string] as string[]).push(GREEK[text] ?? text);
  }
  const sub = (scripts._ as string[]).join('');
  const sup = (scripts['^'] as string[]).join('');
  return `${m[1] as string}${sub ? `_${sub}` : ''}${sup ? `^${sup}` : ''}`;
}

/**
 * Whether an alias is a one-letter symbol with a one-letter script ("S_m", "E^m"): its letters without the mark
 * ("SM", "Em") are another word, so it is read only as printed as a symbol.
 */
export function symbolOnly(alias: string): boolean {
  return /^[A-Za-z][_^][A-Za-z]$/.test(alias.trim());
}
