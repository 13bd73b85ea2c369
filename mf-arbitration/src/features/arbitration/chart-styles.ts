// The stylesheets of the charts (`@patrimo/shared/ui/charts`), with the screens that draw them: the host loads
// the core styles only.
import '@mantine/charts/styles.css';
