// The date field's stylesheet (`FrenchDateInput` of `@patrimo/shared/ui/dates`: its calendar popover), with
// the screens that show one: the host loads the core styles only, and would otherwise never load it.
import '@mantine/dates/styles.css';
