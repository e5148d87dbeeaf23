import { BrowserProvider, Contract, formatEther, parseUnits } from 'ethers'
import { createWalletClient, custom, parseEther } from 'viem'
import type { WalletportHandle } from '../../loader/mount'

/** The demo's dUSD on the local chain (devchain/tokens.ts). */
const DEMO_DOLLAR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Run = (label: string, call: () => Promise<unknown> | unknown) => Promise<void>

/**
 * A host dapp using `handle.provider` the way real ones do: ethers' BrowserProvider and viem's
 * custom transport. Reads go through the widget's RPC; sends open the widget's review and need
 * the visitor's click there.
 */
export function attachProviderPanel(root: HTMLElement, handle: () => WalletportHandle | undefined, run: Run) {
  const ethers = () => new BrowserProvider(handle()!.provider as never)
  const actions: Record<string, () => Promise<unknown>> = {
    'ethers getSigner': async () => (await ethers().getSigner()).address,
    'ethers getBalance': async () => {
      const signer = await ethers().getSigner()
      return `${formatEther(await ethers().getBalance(signer.address))} ETH`
    },
    'ethers send 1 dUSD': async () => {
      const token = new Contract(DEMO_DOLLAR, ['function transfer(address to, uint256 amount) returns (bool)'], await ethers().getSigner())
      const tx = await token.getFunction('transfer')(RECIPIENT, parseUnits('1', 6))
      return tx.hash as string
    },
    'viem send 0.01 ETH': async () => {
      const client = createWalletClient({ transport: custom(handle()!.provider as never) })
      const [account] = await client.requestAddresses()
      return client.sendTransaction({ account: account!, to: RECIPIENT, value: parseEther('0.01'), chain: null })
    },
  }
  for (const [label, action] of Object.entries(actions)) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = label
    button.addEventListener('click', () => void run(label, action))
    root.append(button)
  }
}
