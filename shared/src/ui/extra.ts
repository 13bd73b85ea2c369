/**
 * The richer half of the UI kit (see `./index.ts`): components only some screens need. Shared as its own
 * federation singleton, `@patrimo/shared/ui/extra`, so it loads with the first screen that uses it.
 */
export { Accordion, AppShell, Drawer, Modal, NavLink, Notification, Portal, ScrollArea, Stepper, Table, Transition } from '@mantine/core';
