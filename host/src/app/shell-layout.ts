/**
 * The signed-in frames' module (app shell, navigation): loaded with the first signed-in page, not on public
 * pages — or while a sign-in is under way (`use-sign-in-warm-up.ts`).
 */
export const loadShellLayout = () => import('../layouts/ShellLayout');
