/**
 * The product's UI kit: the Mantine components, hooks and types the host and the remotes use, shared
 * across them as one federation singleton (`@patrimo/shared/ui`).
 *
 * Why not share `@mantine/core` itself: a shared package is not tree-shaken (its consumers are unknown
 * at build time), so sharing Mantine ships the whole library (~200 KB gzip) to every page. Sharing this
 * list instead ships only what the product uses, and keeps one Mantine context (theme, colour scheme)
 * because every screen reaches Mantine through this one module. Importing `@mantine/core` directly from
 * an app is refused by the lint: it would bundle a second Mantine with its own context.
 *
 * Several entries: this one holds the primitives every page uses (layout, typography, buttons, inputs) and
 * loads with the shell; `@patrimo/shared/ui/extra` holds the signed-in frame, overlays, tables and progress bars,
 * `@patrimo/shared/ui/controls` the richer form fields and the tabs, steps and pages, `…/ui/charts` the charts,
 * `…/ui/bar-chart` the bars and `…/ui/dates` the date fields; each loads only with the screens that use it, so the
 * landing page does not pay for them, and the overview not for the forms' controls nor the advisor's bars.
 *
 * Need another component? Add it to the entry that fits; `npm run bench:web` shows what it costs.
 */
export {
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Container,
  createTheme,
  Divider,
  Group,
  Input,
  List,
  Loader,
  MantineProvider,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
export type { MantineColor, SimpleGridProps, TextProps, TitleOrder } from '@mantine/core';
export { useDisclosure } from '@mantine/hooks';
export { ACCESSIBLE_COLORS, THEME_RULES_CSS, createPatrimoTheme, patrimoCssVariablesResolver } from './theme';
