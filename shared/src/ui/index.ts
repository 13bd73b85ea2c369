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
 * Need another component? Add it here; the size check (`npm run bench:web`) shows what it costs.
 */
export {
  Accordion,
  Alert,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Container,
  createTheme,
  Divider,
  Drawer,
  Group,
  List,
  Loader,
  MantineProvider,
  Modal,
  NavLink,
  Notification,
  Paper,
  PasswordInput,
  Portal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Transition,
} from '@mantine/core';
export type { MantineColor, SimpleGridProps, TextProps, TitleOrder } from '@mantine/core';
export { useDisclosure } from '@mantine/hooks';
