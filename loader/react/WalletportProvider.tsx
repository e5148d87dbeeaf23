import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { WalletportError } from '../../protocol/errors'
import type { Balance, MountOptions, State } from '../../protocol/types'
import { mount } from '../index'
import type { WalletportHandle } from '../mount'

/** What a React host knows of the widget: no more than the host API tells any page. */
export type WalletportValue = {
  /** The widget's handle, once mounted in the browser (undefined on the server and in the first render). */
  handle: WalletportHandle | undefined
  /** The connection as `handle.getState()` says it, read again on each of the widget's events. */
  state: State
  /** The connected account's native balance on its chain, as `handle.getBalances()` reads it. */
  balance: Balance | undefined
}

const DISCONNECTED: WalletportValue = { handle: undefined, state: { status: 'disconnected' }, balance: undefined }

const WalletportContext = createContext<WalletportValue | undefined>(undefined)

/** The events after which what the host knows may have changed. */
const CHANGES = ['connect', 'disconnect', 'accountsChanged', 'chainChanged', 'send'] as const

export type WalletportProviderProps = {
  /** As `mount()` takes them, read once when the provider mounts (`widgetUrl` is required). */
  options: MountOptions
  children?: ReactNode
}

/**
 * Mounts the widget once this component is in a browser (never while rendering: a server render, or the
 * first render of a hydration, mounts nothing and shows a disconnected wallet) and destroys it when it
 * goes. Its children read the connection with `useWalletport()`.
 */
export function WalletportProvider({ options, children }: WalletportProviderProps) {
  const [value, setValue] = useState(DISCONNECTED)
  useEffect(() => {
    const handle = mount(options)
    let mounted = true
    const read = async () => {
      const state = await handle.getState()
      const balances = state.status === 'connected' ? await handle.getBalances().catch(() => []) : []
      const balance = balances.find((entry) => entry.chainId === state.chainId && entry.token === 'native')
      if (mounted) setValue({ handle, state, balance })
    }
    // A read that fails (the widget destroyed, its origin refused) leaves what was known.
    const update = () => void read().catch(() => {})
    setValue({ ...DISCONNECTED, handle })
    const stops = CHANGES.map((event) => handle.on(event, update))
    handle.ready.then(update, () => {})
    return () => {
      mounted = false
      stops.forEach((stop) => stop())
      handle.destroy()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once, with the options it had then, as mount() reads them
  }, [])
  return <WalletportContext.Provider value={value}>{children}</WalletportContext.Provider>
}

/** The widget's handle, the connection and the native balance, from the `<WalletportProvider>` above. */
export function useWalletport(): WalletportValue {
  const value = useContext(WalletportContext)
  if (!value) throw new WalletportError('INVALID_REQUEST', 'useWalletport() needs a <WalletportProvider> above it')
  return value
}
