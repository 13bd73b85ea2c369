/**
 * When the person last used the page. Tracked from boot, not by the prompt component: that component
 * loads lazily once a session exists, and idleness must count from the last real interaction.
 */
let lastActivity = Date.now();

const EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function trackActivity(): void {
  const mark = () => {
    lastActivity = Date.now();
  };
  for (const event of EVENTS) window.addEventListener(event, mark, { passive: true, capture: true });
}

export function lastActivityAt(): number {
  return lastActivity;
}
