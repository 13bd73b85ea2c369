/**
 * Loads the browser's fr-FR and Paris time-zone data (ICU) in a task of its own. The first `Intl` formatter of a
 * page, and the first with a time zone, cost the browser that loading: 15 to 30 ms of CPU on these machines, twice
 * that on a slow day. Without this it fell inside the longest tasks of the start (react-intl creating its
 * formatters, the contract's module building its day formatter), both of them over 50 ms there. Called while the
 * shell's code downloads, it uses a moment the page would spend waiting. Nothing is kept: the engine keeps its data.
 * The locale, zone and currency are spelt here rather than taken from `@patrimo/shared`'s formatters: this runs
 * before the federation's async boundary, where no shared module may be imported yet.
 */
export function warmLocaleData(): void {
  try {
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(0);
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(0);
    new Intl.PluralRules('fr-FR').select(0);
  } catch {
    // A browser without these: the formatters will say so where they are used.
  }
}
