// The charts' stylesheet (`@patrimo/shared/ui/charts`), with the screens that draw them: the host loads the core
// styles, and would otherwise never load it. Date fields bring theirs (`./date-styles`).
import '@mantine/charts/styles.css';
