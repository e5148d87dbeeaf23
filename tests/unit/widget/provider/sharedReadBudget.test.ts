import { describe, expect, it } from 'vitest'
import { SharedReadBudget } from '../../../../widget/src/provider/SharedReadBudget'
import { createSafeStorage, type SafeStorage } from '../../../../widget/src/storage/safeStorage'

/** The widget origin's storage on one page: one Map every widget of that origin reads and writes. */
function originStorage(): () => SafeStorage {
  const values = new Map<string, string>()
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  }
  return () => createSafeStorage(() => storage as unknown as Storage)
}

const BUDGET = { capacity: 5, refillPerSecond: 1 }
const HOST = 'https://shop.example'
const passed = (budget: SharedReadBudget, count: number, now: number) =>
  Array.from({ length: count }, () => budget.take(now)).filter((wait) => wait === 0).length

describe('SharedReadBudget: one read budget per host page origin, shared by its widgets', () => {
  it('five widgets of one host origin get one budget between them, not five', () => {
    const storage = originStorage()
    const widgets = Array.from({ length: 5 }, () => new SharedReadBudget(BUDGET, storage(), HOST))
    const now = Date.now()
    expect(widgets.reduce((sum, widget) => sum + passed(widget, 3, now), 0)).toBe(5)
  })

  it('a widget that comes later takes what is left; the budget refills with time for all of them', () => {
    const storage = originStorage()
    const now = Date.now()
    expect(passed(new SharedReadBudget(BUDGET, storage(), HOST), 4, now)).toBe(4)
    const late = new SharedReadBudget(BUDGET, storage(), HOST)
    expect(passed(late, 3, now)).toBe(1)
    expect(late.take(now + 1500)).toBe(0)
  })

  it('another host origin has a budget of its own', () => {
    const storage = originStorage()
    const now = Date.now()
    expect(passed(new SharedReadBudget(BUDGET, storage(), HOST), 5, now)).toBe(5)
    expect(passed(new SharedReadBudget(BUDGET, storage(), 'https://other.example'), 5, now)).toBe(5)
  })

  it('a saved state that is not a budget, or a time ahead of now, neither refills nor breaks it', () => {
    const storage = originStorage()
    const now = Date.now()
    const store = storage()
    store.set(`walletport:host-reads:${HOST}`, '{"tokens":"lots"}')
    expect(passed(new SharedReadBudget(BUDGET, storage(), HOST), 6, now)).toBe(5)
    store.set(`walletport:host-reads:${HOST}`, JSON.stringify({ tokens: 0, at: now + 60_000 }))
    expect(new SharedReadBudget(BUDGET, storage(), HOST).take(now)).toBeGreaterThan(0)
  })
})
