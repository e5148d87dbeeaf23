import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cannotTraceSentence } from '../../../../scripts/deployment/checkBundler'
import { readValidationRefusal } from '../../../../scripts/deployment/probeBundlerValidation'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

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

describe('cannotTraceSentence', () => {
  it('is one sentence naming why and both ways out, and docs/deploy.md quotes it as the check says it', () => {
    const refused = 'the method debug_traceCall does not exist/is not available'
    const sentence = cannotTraceSentence(
      'https://bundler.wallet.example/8453',
      { status: 'cannotTrace', refused: true, answer: refused },
      { status: 'refused', answer: `${refused} (-32601)` },
    )
    expect(sentence.split('\n')).toHaveLength(1)
    expect(sentence.match(/\. /g)).toBeNull()
    expect(sentence).toMatch(/give Alto an --rpc-url that traces as geth does .* or restart it with --safe-mode false/)
    const quoted = readFileSync(ROOT + 'docs/deploy.md', 'utf8').match(/```text\n(deploy: the bundler at [^\n]*)\n```/)
    expect(quoted?.[1]).toBe(sentence)
  })

  it('an RPC that runs the tracer, yet through which Alto cannot validate (anvil), is told apart from one that refuses', () => {
    const sentence = cannotTraceSentence(
      'http://127.0.0.1:4337',
      { status: 'cannotTrace', refused: false, answer: 'Encoded error signature "0x99410554" not found on ABI.' },
      { status: 'traces' },
    )
    expect(sentence).toContain("runs a JavaScript tracer in debug_traceCall, but its traces differ from geth's")
  })
})
