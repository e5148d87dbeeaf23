/**
 * Key-value storage for the iframe that never throws. Third-party iframes often get blocked or
 * partitioned storage (Safari, privacy settings): then the widget keeps working with memory
 * only, and a reload simply starts disconnected.
 */
export type SafeStorage = {
  /** False when the browser refused the real storage: values then last only as long as the page. */
  readonly persistent: boolean
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
}

export function createSafeStorage(getStorage: () => Storage = () => window.localStorage): SafeStorage {
  const memory = new Map<string, string>()
  const attempt = <T>(run: (storage: Storage) => T): T | undefined => {
    try {
      return run(getStorage())
    } catch {
      return undefined
    }
  }
  const probe = '__walletport_probe__'
  const persistent = attempt((s) => (s.setItem(probe, '1'), s.removeItem(probe), true)) ?? false
  return {
    persistent,
    get: (key) => attempt((s) => s.getItem(key)) ?? memory.get(key),
    set(key, value) {
      memory.set(key, value)
      attempt((s) => s.setItem(key, value))
    },
    remove(key) {
      memory.delete(key)
      attempt((s) => s.removeItem(key))
    },
  }
}
