import { logout, refreshTokens, sessionKindAtom, tokensAtom } from '@patrimo/shared/client';
import { useToast } from '@patrimo/shared/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@patrimo/shared/router';
import { signedInMessages } from '../../layouts/signed-in-messages';
import { lastActivityAt } from './activity';

const AutoLogoutDialog = lazy(() => import('./AutoLogoutDialog').then((m) => ({ default: m.AutoLogoutDialog })));

/** The prompt appears this long before the access token expires. */
export const PROMPT_BEFORE_EXPIRY_MS = 60_000;
/** Someone who used the page this recently is refreshed silently instead of prompted. */
export const ACTIVE_WITHIN_MS = 5 * 60_000;

/**
 * Session expiry (spec §2): when the session is about to expire and the person has been idle, a
 * prompt offers to stay (refresh the tokens) or to log out; with no answer, the session ends.
 */
export function AutoLogoutPrompt() {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const tokens = useAtomValue(tokensAtom);
  const kind = useAtomValue(sessionKindAtom);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    setDeadline(null);
    if (!tokens || !kind) return;
    const delay = Math.max(0, tokens.expiresAt - PROMPT_BEFORE_EXPIRY_MS - Date.now());
    const timer = window.setTimeout(() => {
      if (Date.now() - lastActivityAt() < ACTIVE_WITHIN_MS) void refreshTokens();
      else setDeadline(tokens.expiresAt);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [tokens, kind]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [deadline]);

  const leave = async (expired: boolean) => {
    const area = kind;
    setDeadline(null);
    await logout();
    if (expired) {
      toast({
        label: 'session-expired',
        title: intl.formatMessage(signedInMessages.loggedOutToastTitle),
        message: intl.formatMessage(signedInMessages.loggedOutToast),
        color: 'orange',
      });
    }
    navigate(area === 'advisor' ? '/advisory/login' : '/app/login', { replace: true });
  };

  // The latest `leave` is read through a ref: the countdown effect depends on the clock only.
  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  useEffect(() => {
    if (deadline !== null && now >= deadline) void leaveRef.current(true);
  }, [deadline, now]);

  if (deadline === null) return null;
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const stay = () => void refreshTokens().then(() => setDeadline(null));
  // Loaded when the question is asked; the countdown above ends the session even if the dialog cannot load.
  return (
    <Suspense fallback={null}>
      <AutoLogoutDialog seconds={seconds} onStay={stay} onLeave={() => void leave(false)} />
    </Suspense>
  );
}
