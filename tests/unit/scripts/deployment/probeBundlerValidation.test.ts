import { describe, expect, it } from 'vitest'
import { readValidationRefusal } from '../../../../scripts/deployment/probeBundlerValidation'

/** How the bundler check reads a bundler's refusal of its test UserOperation (answers as Alto gave them). */
describe('readValidationRefusal', () => {
  it('an EntryPoint reason means the bundler validates, in safe mode or not', () => {
    expect(readValidationRefusal('UserOperation reverted with reason: AA20 account not deployed')).toEqual({
      status: 'validates',
    })
  })

  it('an RPC that refuses debug_traceCall: the node’s own words, not the tracer’s source Alto puts before them', () => {
    const message =
      'The method "debug_traceCall" does not exist / is not available.\n\nURL: http://rpc\nRequest body: {"method":"debug_traceCall","params":[{"tracer":"{ fault(log) {} }"}]}\n\nDetails: the method debug_traceCall does not exist/is not available\nVersion: viem@2.57.20'
    expect(readValidationRefusal(message)).toEqual({
      status: 'cannotTrace',
      refused: true,
      answer: 'the method debug_traceCall does not exist/is not available',
    })
  })

  it('an RPC that answers debug_traceCall without running the tracer (anvil): the raw text a visitor met', () => {
    const message =
      'Encoded error signature "0x99410554" not found on ABI.\nMake sure you are using the correct ABI and that the error exists on it.'
    expect(readValidationRefusal(message)).toEqual({
      status: 'cannotTrace',
      refused: false,
      answer: 'Encoded error signature "0x99410554" not found on ABI.',
    })
  })

  it('anything else says nothing either way', () => {
    expect(readValidationRefusal('maxFeePerGas must be at least 3000000000')).toEqual({
      status: 'unclear',
      answer: 'maxFeePerGas must be at least 3000000000',
    })
  })
})
