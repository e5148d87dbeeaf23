/** How long a request to a chain may go unanswered before its balances are shown as not current. */
export const STALL_MS = 10_000

/**
 * `work`, and `onStall` once if it has not settled within STALL_MS. An RPC that stops answering (a hung
 * connection, not a refusal) is otherwise noticed only when the transport gives up on it and on its retry,
 * 20 s and more, while the old balances read as current. The work goes on: its answer, when it comes, is
 * used as ever, and its failure counts as one.
 */
export async function watchForStall<T>(work: Promise<T>, onStall: () => void): Promise<T> {
  const timer = setTimeout(onStall, STALL_MS)
  try {
    return await work
  } finally {
    clearTimeout(timer)
  }
}
