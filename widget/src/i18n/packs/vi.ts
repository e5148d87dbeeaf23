import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `vi` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../vi.ts', '../{wallet,passkey,review,siteTokens}/vi.ts'], {
  eager: true,
})
