// The date fields' stylesheet (`@patrimo/shared/ui/dates`: the calendar of `FrenchDateInput` and of a chart's
// period), with the screens that show one: the host loads the core styles only, and would otherwise never load it.
import '@mantine/dates/styles.css';
