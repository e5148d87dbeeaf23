import type { ReactNode } from 'react'
import { encodeFunctionData, parseAbi, parseEther, parseUnits, type BaseError } from 'viem'
import {
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForCallsStatus,
  useWaitForTransactionReceipt,
} from 'wagmi'

/**
 * The app's panels, one wagmi hook each, nothing Walletport-specific: connect and disconnect, a
 * transaction, a message, a batch, a chain switch. Each shows its outcome in an `<output>` whose id
 * the e2e tests read (tests/e2e/wagmiReact.spec.ts).
 */

/** The demo's dUSD on chain 31337 (devchain/tokens.ts). */
const DEMO_DOLLAR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MESSAGE = 'Hello from a wagmi React app'
/**
 * ERC-7677, marked optional: a wallet that can use a paymaster (the passkey wallet) asks it, through
 * this page, to sponsor the batch; one that cannot sends it unsponsored, and so does the passkey wallet
 * when the paymaster declines or cannot be reached. A placeholder service (demo-host/src writes no
 * local port; tests/e2e/paymasterService.spec.ts names the local stack's own).
 */
const PAYMASTER_SERVICE = { url: 'https://paymaster.example/api', optional: true }

export function WagmiReactPanels() {
  return (
    <>
      <ConnectionPanel />
      <TransactionPanel />
      <SignMessagePanel />
      <SendCallsPanel />
      <SwitchChainPanel />
    </>
  )
}

function ConnectionPanel() {
  const { status, address, chainId } = useConnection()
  const connector = useConnectors().find((candidate) => candidate.id === 'io.walletport')
  const connect = useConnect()
  const disconnect = useDisconnect()
  return (
    <Panel title="useConnection, useConnect, useDisconnect">
      <Row label="Status" id="status" value={status} />
      <Row label="Account" id="address" value={address ?? '—'} />
      <Row label="Chain" id="chain-id" value={chainId === undefined ? '—' : String(chainId)} />
      <button type="button" disabled={!connector} onClick={() => connector && connect.mutate({ connector })}>
        Connect with {connector?.name ?? '…'}
      </button>
      <button type="button" onClick={() => disconnect.mutate()}>
        Disconnect
      </button>
      <Outcome id="connect-result" state={connect} show={(data) => data.accounts.join(', ')} />
    </Panel>
  )
}

function TransactionPanel() {
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  return (
    <Panel title="useSendTransaction, useWaitForTransactionReceipt">
      <button type="button" onClick={() => send.mutate({ to: RECIPIENT, value: parseEther('0.01') })}>
        Send 0.01 ETH
      </button>
      <Outcome id="transaction-hash" state={send} show={(hash) => hash} />
      {send.data && <Outcome id="transaction-receipt" state={receipt} show={(mined) => mined.status} />}
    </Panel>
  )
}

function SignMessagePanel() {
  const sign = useSignMessage()
  return (
    <Panel title="useSignMessage">
      <button type="button" onClick={() => sign.mutate({ message: MESSAGE })}>
        Sign “{MESSAGE}”
      </button>
      <Outcome id="signature" state={sign} show={(signature) => signature} />
    </Panel>
  )
}

function SendCallsPanel() {
  const sendCalls = useSendCalls()
  const status = useWaitForCallsStatus({ id: sendCalls.data?.id, pollingInterval: 500 })
  const transfer = encodeFunctionData({
    abi: parseAbi(['function transfer(address to, uint256 amount)']),
    args: [RECIPIENT, parseUnits('1', 6)],
  })
  const batch = () =>
    sendCalls.mutate({
      calls: [
        { to: DEMO_DOLLAR, data: transfer },
        { to: RECIPIENT, value: parseEther('0.01') },
      ],
      capabilities: { paymasterService: PAYMASTER_SERVICE },
    })
  return (
    <Panel title="useSendCalls (paymasterService optional), useWaitForCallsStatus">
      <button type="button" onClick={batch}>
        Send a batch: 1 dUSD + 0.01 ETH
      </button>
      <Outcome id="calls-id" state={sendCalls} show={(sent) => sent.id} />
      {sendCalls.data && (
        <Outcome
          id="calls-status"
          state={status}
          show={(done) => `${done.status} (${done.statusCode}), ${done.receipts?.length ?? 0} receipts`}
        />
      )}
    </Panel>
  )
}

function SwitchChainPanel() {
  const switchChain = useSwitchChain()
  return (
    <Panel title="useSwitchChain">
      {([31338, 31337] as const).map((chainId) => (
        <button key={chainId} type="button" onClick={() => switchChain.mutate({ chainId })}>
          Switch to chain {chainId}
        </button>
      ))}
      <Outcome id="switch-result" state={switchChain} show={(chain) => `${chain.name} (${chain.id})`} />
    </Panel>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="wagmi-panel">
      <h3>{title}</h3>
      {children}
    </div>
  )
}

function Row({ label, id, value }: { label: string; id: string; value: string }) {
  return (
    <p>
      {label}: <output id={id}>{value}</output>
    </p>
  )
}

/** A hook's state as wagmi and react-query give it: the fields this page shows. */
type HookState<T> = { status: string; fetchStatus?: string; data?: T | undefined; error: Error | null }

/** What a hook came to: `pending…`, `→ value`, or `✗ code message` (the EIP-1193 code of the wallet's refusal). */
function Outcome<T>({ id, state, show }: { id: string; state: HookState<T>; show: (data: T) => string }) {
  const { status, fetchStatus, data, error } = state
  let text = ''
  if (status === 'success' && data !== undefined) text = `→ ${show(data)}`
  else if (status === 'error' && error) text = `✗ ${describeError(error)}`
  else if (status === 'pending' && fetchStatus !== 'idle') text = 'pending…'
  return (
    <p>
      <output id={id} data-status={status}>
        {text}
      </output>
    </p>
  )
}

function describeError(error: Error): string {
  const coded = (error as BaseError).walk?.((cause) => typeof (cause as { code?: unknown }).code === 'number') as
    (Error & { code?: number }) | null
  return `${coded?.code ?? ''} ${(error as BaseError).shortMessage ?? error.message}`.trim()
}
