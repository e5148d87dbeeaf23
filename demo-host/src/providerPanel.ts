import { BrowserProvider, Contract, formatEther, Interface, parseUnits } from 'ethers'
import { createWalletClient, custom, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import type { WalletportHandle } from '../../loader/mount'
import { addActionButtons } from './actionButtons'
import { announceLookAlikeWallets } from './lookAlikeWallets'

/** The demo's dUSD on the local chain (devchain/tokens.ts). */
const DEMO_DOLLAR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Run = (label: string, call: () => Promise<unknown> | unknown) => Promise<void>

/**
 * A host dapp using `handle.provider` the way real ones do: ethers' BrowserProvider and viem's
 * custom transport. Reads go through the widget's RPC; sends open the widget's review and need
 * the visitor's click there. The "hostile" buttons ask what an attacking page would, for QA to see
 * each review tell the whole truth (tests/e2e/truthfulReview.spec.ts runs the same attacks).
 */
export function attachProviderPanel(root: HTMLElement, handle: () => WalletportHandle | undefined, run: Run) {
  /** The id the last sendCalls returned, for the status buttons. */
  let lastBatch: string | undefined
  const ethers = () => new BrowserProvider(handle()!.provider as never)
  const actions: Record<string, () => Promise<unknown>> = {
    'ethers getSigner': async () => (await ethers().getSigner()).address,
    'ethers getBalance': async () => {
      const signer = await ethers().getSigner()
      return `${formatEther(await ethers().getBalance(signer.address))} ETH`
    },
    'ethers send 1 dUSD': async () => {
      const token = new Contract(
        DEMO_DOLLAR,
        ['function transfer(address to, uint256 amount) returns (bool)'],
        await ethers().getSigner(),
      )
      const tx = await token.getFunction('transfer')(RECIPIENT, parseUnits('1', 6))
      return tx.hash as string
    },
    'viem send 0.01 ETH': async () => {
      const client = createWalletClient({ transport: custom(handle()!.provider as never) })
      const [account] = await client.requestAddresses()
      return client.sendTransaction({ account: account!, to: RECIPIENT, value: parseEther('0.01'), chain: null })
    },
    // EIP-5792 with viem's wallet actions (what wagmi's useSendCalls calls): one review, calls sent in order.
    'viem sendCalls: 1 dUSD + 0.01 ETH': async () => {
      const client = createWalletClient({ transport: custom(handle()!.provider as never) })
      const [account] = await client.requestAddresses()
      const transfer = new Interface(['function transfer(address to, uint256 amount)']).encodeFunctionData('transfer', [
        RECIPIENT,
        parseUnits('1', 6),
      ])
      const { id } = await client.sendCalls({
        account: account!,
        chain: foundry,
        calls: [
          { to: DEMO_DOLLAR, data: transfer as `0x${string}` },
          { to: RECIPIENT, value: parseEther('0.01') },
        ],
      })
      lastBatch = id
      return id
    },
    'viem waitForCallsStatus (last batch)': async () => {
      const client = createWalletClient({ transport: custom(handle()!.provider as never) })
      const result = await client.waitForCallsStatus({ id: lastBatch!, pollingInterval: 500, timeout: 30_000 })
      return `${result.status} (${result.statusCode}), ${result.receipts?.length ?? 0} receipts`
    },
    'showCallsStatus (last batch)': async () =>
      handle()!.provider.request({ method: 'wallet_showCallsStatus', params: [lastBatch] }),
    // What a hostile host might ask: QA checks that each review tells the whole truth.
    'hostile: transfer with hidden 1 ETH': async () => {
      const [from] = (await handle()!.provider.request({ method: 'eth_requestAccounts' })) as string[]
      const data = new Interface(['function transfer(address to, uint256 amount)']).encodeFunctionData('transfer', [
        RECIPIENT,
        1n,
      ])
      return handle()!.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: DEMO_DOLLAR, value: '0xde0b6b3a7640000', data }],
      })
    },
    'hostile: Permit2 unlimited': async () => {
      const [owner] = (await handle()!.provider.request({ method: 'eth_requestAccounts' })) as string[]
      const typed = {
        types: {
          PermitDetails: [
            { name: 'token', type: 'address' },
            { name: 'amount', type: 'uint160' },
            { name: 'expiration', type: 'uint48' },
            { name: 'nonce', type: 'uint48' },
          ],
          PermitSingle: [
            { name: 'details', type: 'PermitDetails' },
            { name: 'spender', type: 'address' },
            { name: 'sigDeadline', type: 'uint256' },
          ],
        },
        primaryType: 'PermitSingle',
        domain: {
          name: 'Permit2',
          chainId: Number(await handle()!.provider.request({ method: 'eth_chainId' })),
          verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
        },
        message: {
          details: { token: DEMO_DOLLAR, amount: (2n ** 160n - 1n).toString(), expiration: '2000000000', nonce: '0' },
          spender: RECIPIENT,
          sigDeadline: '2000000000',
        },
      }
      return handle()!.provider.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(typed)] })
    },
    'hostile: announce look-alike wallets': async () => announceLookAlikeWallets(),
    'hostile: sign-in for another site': async () => {
      const [address] = (await handle()!.provider.request({ method: 'eth_requestAccounts' })) as string[]
      const message = [
        'bank.example wants you to sign in with your Ethereum account:',
        address,
        '',
        'URI: https://bank.example',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: demo1234nonce',
        `Issued At: ${new Date().toISOString()}`,
      ].join('\n')
      return handle()!.provider.request({ method: 'personal_sign', params: [message, address] })
    },
  }
  addActionButtons(root, actions, run)
}
