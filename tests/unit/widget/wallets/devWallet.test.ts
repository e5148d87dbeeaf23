import { describe, expect, it } from 'vitest'
import { createDevWalletProvider } from '../../../../widget/src/wallets/devWallet'
import { switchToChain } from '../../../../widget/src/wallets/switchToChain'
import { CHAIN } from '../../../support/sendFixtures'

describe('the dev wallet', () => {
  const wallet = createDevWalletProvider({ ...CHAIN, id: 31337 })

  it('says it knows only chain 31337 when asked for another, instead of passing the request to the chain', async () => {
    await expect(switchToChain(wallet, { ...CHAIN, id: 31338, name: 'Anvil 2 (local)' })).rejects.toMatchObject({
      code: 4200,
      message: 'the dev wallet knows only chain 31337',
    })
  })

  it('refuses any wallet method it does not have (4200)', async () => {
    await expect(wallet.request({ method: 'wallet_watchAsset', params: [] })).rejects.toMatchObject({ code: 4200 })
  })
})
