import {
  connect,
  createConfig,
  custom,
  getCapabilities,
  getConnectors,
  sendCalls,
  signMessage,
  waitForCallsStatus,
  type Connector,
} from '@wagmi/core'
import { foundry } from '@wagmi/core/chains'
import { encodeFunctionData, parseAbi, parseEther, parseUnits } from 'viem'
import type { WalletportHandle } from '../../loader/mount'
import { addActionButtons } from './actionButtons'
import { attachEventLog } from './eventLog'
import { walletport } from './walletportGlobal'

/** The demo's dUSD on the local chain (devchain/tokens.ts). */
const DEMO_DOLLAR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const log = attachEventLog(document.querySelector<HTMLOListElement>('#log')!)
// announceProvider: the widget offers handle.provider by EIP-6963, which is how wagmi finds wallets.
const handle: WalletportHandle = walletport().mount({ target: '#wallet', announceProvider: true })
;(window as unknown as { handle: WalletportHandle }).handle = handle

/**
 * A dapp as wagmi's docs write one. Reads go through the same provider (the widget's RPC), so the
 * page needs no RPC URL of its own. EIP-6963 discovery is on by default.
 */
const config = createConfig({
  chains: [foundry],
  transports: { [foundry.id]: custom({ request: (args) => handle.provider.request(args) }) },
})

/** The connector wagmi built from the widget's EIP-6963 announcement. */
function walletportConnector(): Connector {
  const connector = getConnectors(config).find((candidate) => candidate.id === 'io.walletport')
  if (!connector) throw new Error('wagmi has not discovered Walletport (is announceProvider on?)')
  return connector
}

let lastBatch: string | undefined
const actions: Record<string, () => Promise<unknown>> = {
  'wagmi connectors': async () => getConnectors(config).map((connector) => `${connector.name} (${connector.id})`),
  'wagmi connect': async () => {
    const { accounts, chainId } = await connect(config, { connector: walletportConnector() })
    return { accounts, chainId }
  },
  'wagmi signMessage': async () => signMessage(config, { message: 'Hello from a wagmi dapp' }),
  'wagmi getCapabilities': async () => getCapabilities(config),
  'wagmi sendCalls: 1 dUSD + 0.01 ETH': async () => {
    const transfer = encodeFunctionData({
      abi: parseAbi(['function transfer(address to, uint256 amount)']),
      args: [RECIPIENT, parseUnits('1', 6)],
    })
    const { id } = await sendCalls(config, {
      calls: [
        { to: DEMO_DOLLAR, data: transfer },
        { to: RECIPIENT, value: parseEther('0.01') },
      ],
    })
    lastBatch = id
    return id
  },
  'wagmi waitForCallsStatus (last batch)': async () => {
    const result = await waitForCallsStatus(config, { id: lastBatch!, pollingInterval: 500, timeout: 30_000 })
    return `${result.status} (${result.statusCode}), ${result.receipts?.length ?? 0} receipts, ${result.atomic ? 'atomic' : 'not atomic'}`
  },
}

async function run(label: string, call: () => Promise<unknown>) {
  document.querySelector('#wallet')!.scrollIntoView({ block: 'start' })
  try {
    const value = await call()
    log(`${label} →`, value === undefined ? 'ok' : value)
  } catch (error) {
    const { code, message, shortMessage } = error as { code?: string | number; message?: string; shortMessage?: string }
    log(`${label} ✗`, { code, message: (shortMessage ?? message)?.slice(0, 160) })
  }
}

addActionButtons(document.querySelector<HTMLElement>('#wagmi-panel')!, actions, run)
