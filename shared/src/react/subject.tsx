import { createContext, useContext, type ReactNode } from 'react';
import type { Subject } from '../client/call-api';

const SubjectContext = createContext<Subject>('me');

/**
 * Sets whose data the subtree shows (spec §6): mf-advisory wraps the saver app in
 * `<SubjectProvider subject={customerId}>`; nothing else changes in the saver code.
 */
export function SubjectProvider({ subject, children }: { subject: Subject; children: ReactNode }) {
  return <SubjectContext.Provider value={subject}>{children}</SubjectContext.Provider>;
}

/** `me`, or the id of the customer an advisor is looking at. */
export function useSubject(): Subject {
  return useContext(SubjectContext);
}
