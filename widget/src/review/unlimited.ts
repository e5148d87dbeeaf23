/**
 * Whether an allowance amount means "no limit" for an integer type of `bits` bits. Dapps ask for the
 * type's maximum, but also for 2^255 or the maximum less a little; no real amount comes near half the
 * range, so half and above counts as unlimited.
 */
export function isUnlimitedAmount(amount: bigint, bits = 256): boolean {
  if (!Number.isInteger(bits) || bits < 1 || bits > 256)
    throw new RangeError(`bits must be an integer from 1 to 256, got ${bits}`)
  return amount >= 1n << BigInt(bits - 1)
}
