/**
 * What Mantine's AppShell header, footer and aside read of `react-remove-scroll`: the class names that its scroll lock
 * uses to keep fixed bars in place when it hides the page's scroll bar (`RemoveScroll.classNames.zeroRight`). Put in
 * place of the library for those three files by the build (`tooling/webpack/mantine-substitutions.cjs`), so a
 * signed-in page does not load the whole scroll lock for two strings; the modals keep the real one, which sets the
 * same names (checked against it by `tooling/webpack/mantine-substitutions.test.ts`).
 */
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
} as const;
