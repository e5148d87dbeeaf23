/**
 * Loads the modules the controllers import lazily (the widget keeps them out of its first paint: the
 * approval parser and review builder, the send's simulation and ENS lookup) before a test times
 * anything. Otherwise the first review of a file waits for Vite to transform and load them inside
 * `vi.waitFor`'s one second: 300 ms on a busy machine, over the second on a loaded one with a cold
 * cache (a fresh clone in CI), which made the first test of a file fail now and then.
 */
export async function warmLazyModules(): Promise<void> {
  await Promise.all([
    import('../../../protocol/parseApprovalRequest'),
    import('../../../widget/src/review/buildApprovalReview'),
    import('../../../widget/src/review/simulateTransaction'),
    import('../../../widget/src/send/resolveEnsName'),
  ])
}
