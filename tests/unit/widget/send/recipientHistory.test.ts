import { describe, expect, it } from 'vitest'
import { recipientHistory } from '../../../../widget/src/send/recipientHistory'

const SUPPLIER = '0xAbCd1111111111111111111111111111111234Ef'
const POISON = '0xabcd000000000000000000000000000000_34ef'.replace('_', '12')

describe('recipientHistory', () => {
  it('flags an address that shares the first and last four hex characters with a known one, whatever the case', () => {
    expect(recipientHistory(POISON as `0x${string}`, [SUPPLIER])).toEqual({ lookalikeOf: SUPPLIER, firstTime: true })
  })

  it('a known recipient is neither new nor a look-alike of itself; an unrelated one is only new', () => {
    expect(recipientHistory(SUPPLIER.toLowerCase() as `0x${string}`, [SUPPLIER])).toEqual({ firstTime: false })
    expect(recipientHistory('0x9999999999999999999999999999999999999999', [SUPPLIER])).toEqual({ firstTime: true })
    expect(recipientHistory('0xabcd99999999999999999999999999999999ffff', [SUPPLIER])).toEqual({ firstTime: true })
  })
})
