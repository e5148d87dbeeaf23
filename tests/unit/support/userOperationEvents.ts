import { encodeAbiParameters, numberToHex, pad, toEventSelector, type Address, type Hex, type Log } from 'viem'

/** An address as an indexed topic. */
export const topic = (address: Address) => pad(address.toLowerCase() as Hex)

/** A log as a node returns it in a simulation's results (only what the readers look at). */
export const log = (address: Address, topics: Hex[], data: Hex = '0x') => ({ address, topics, data }) as unknown as Log

/** An ERC-20 `Transfer` (or, at the native pseudo-address, a traced native move) of `amount`. */
export const transfer = (token: Address, from: Address, to: Address, amount: bigint) =>
  log(
    token,
    [toEventSelector('Transfer(address,address,uint256)'), topic(from), topic(to)],
    numberToHex(amount, { size: 32 }),
  )

/** The EntryPoint's `BeforeExecution()`: validation is over, the operations' calls follow. */
export const beforeExecution = (entryPoint: Address) => log(entryPoint, [toEventSelector('BeforeExecution()')])

/** The EntryPoint's `UserOperationEvent` of `account`'s operation, paid by `paymaster`, that succeeded or not. */
export const operationEvent = (entryPoint: Address, account: Address, paymaster: Address, success: boolean) =>
  log(
    entryPoint,
    [
      toEventSelector('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'),
      pad('0x01'),
      topic(account),
      topic(paymaster),
    ],
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
      [0n, success, 1n, 1n],
    ),
  )
