/** The options of an enumeration, labelled in French from the shared labels, after an empty choice. */
export function optionsOf(labels: Readonly<Record<number, string>>, placeholder: string) {
  return [{ value: '', label: placeholder }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}
