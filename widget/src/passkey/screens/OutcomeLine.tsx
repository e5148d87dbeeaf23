import type { ReactNode } from 'react'

/**
 * How the visitor's last request ended, under the button that asked: a failure in red, announced at once (`alert`);
 * anything else said politely (`status`).
 */
export function OutcomeLine({ failed, testId, children }: { failed: boolean; testId: string; children: ReactNode }) {
  return (
    <p className={failed ? 'notice' : undefined} role={failed ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </p>
  )
}
