import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `ko` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../ko.ts', '../{wallet,passkey,review,siteTokens}/ko.ts'], {
  eager: true,
})
