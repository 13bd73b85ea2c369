/** Today in Paris as an ISO date, the latest birthdate the date picker offers (spec §5). */
export function todayInParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** The options of an enumeration, labelled in French from the shared labels, after an empty choice. */
export function optionsOf(labels: Readonly<Record<number, string>>, placeholder: string) {
  return [{ value: '', label: placeholder }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}
