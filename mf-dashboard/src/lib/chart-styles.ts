// The stylesheets of the charts and date pickers (`@patrimo/shared/ui/charts`), with the screens that
// draw them: the host loads the core styles, and would otherwise never load these.
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
