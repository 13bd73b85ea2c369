/**
 * The form and navigation controls of the UI kit (see `./index.ts`): choices, numbers, long texts, fieldsets, the
 * address search, tabs, steps and pages, and the dialogs (modal, drawer). Shared as its own federation singleton,
 * `@patrimo/shared/ui/controls`, so it loads with the screens that have a form, tabs or a dialog: the signed-in
 * frame and the overview load none of it (issue 17: NumberInput alone brings react-number-format; the combobox
 * and the modal's scroll area bring floating-ui).
 */
export {
  Checkbox,
  Combobox,
  Drawer,
  Fieldset,
  Modal,
  NativeSelect,
  NumberInput,
  Pagination,
  Radio,
  SegmentedControl,
  Stepper,
  Tabs,
  Textarea,
  useCombobox,
} from '@mantine/core';
