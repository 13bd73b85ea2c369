/**
 * The second part of the UI kit (see `./index.ts`): the signed-in frame, the toasts and what shows figures
 * (tables, progress bars, accordions). Shared as its own federation singleton, `@patrimo/shared/ui/extra`, so it
 * loads with the first screen that uses it, not with the landing page. Form fields beyond the primitives,
 * navigation controls (tabs, steps, pages) and dialogs are in `@patrimo/shared/ui/controls`: the overview shows
 * none of them.
 */
export { Accordion, AppShell, NavLink, Notification, Portal, Progress, Table, Transition } from '@mantine/core';
// « Comment est-ce calculé ? » under a figure: the analysis and fund screens, never the shell.
export { HowComputed, type HowComputedInput, type HowComputedProps } from './how-computed';
