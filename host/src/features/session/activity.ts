/**
 * When the person last used the page. Tracked from boot, not by the prompt component: that component
 * loads lazily once a session exists, and idleness must count from the last real interaction.
 */
let lastActivity = Date.now();

/**
 * What only a person does. Not `scroll`: the page scrolls by itself too (a focus moved, content that grows or
 * shrinks above the view), and an idle person must not look active because a chart arrived. A person's own
 * scrolling comes from the wheel, the keyboard, a touch or the scrollbar, all listed here.
 */
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function trackActivity(): void {
  const mark = () => {
    lastActivity = Date.now();
  };
  for (const event of EVENTS) window.addEventListener(event, mark, { passive: true, capture: true });
}

export function lastActivityAt(): number {
  return lastActivity;
}
