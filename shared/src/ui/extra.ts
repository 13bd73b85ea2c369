/**
 * The richer half of the UI kit (see `./index.ts`): components only some screens need. Shared as its own
 * federation singleton, `@patrimo/shared/ui/extra`, so it loads with the first screen that uses it (the form
 * controls below came with the identity forms; keeping them here keeps them off the landing page).
 */
export {
  Accordion,
  AppShell,
  Checkbox,
  Combobox,
  Drawer,
  Fieldset,
  Modal,
  NativeSelect,
  NavLink,
  Notification,
  NumberInput,
  Pagination,
  Portal,
  Progress,
  Radio,
  ScrollArea,
  SegmentedControl,
  Stepper,
  Table,
  Tabs,
  Textarea,
  Transition,
  useCombobox,
} from '@mantine/core';
// « Comment est-ce calculé ? » under a figure: the analysis and fund screens, never the shell.
export { HowComputed, type HowComputedInput, type HowComputedProps } from './how-computed';
