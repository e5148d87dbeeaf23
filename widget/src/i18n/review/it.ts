import type { ReviewKey } from './en'

/** Italian texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewIt: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Concedi a questo sito un permesso di prendere dal tuo wallet',
  'approval.walletSetting': 'Modifica un’impostazione del tuo portafoglio',
  'approval.byWallet': 'Richiesto dal tuo portafoglio, non da {site}. Controlla ogni riga prima di confermare.',
  'approval.rebuilt':
    'Il portafoglio ha cambiato account o rete, quindi questa verifica è stata rifatta. Controllala ancora una volta.',
  'approval.outcomeChanged':
    'Simulata di nuovo al momento della tua conferma, questa operazione ora farebbe qualcosa di diverso da ciò che mostrava la verifica. Non è stato inviato nulla: controlla la nuova verifica e conferma di nuovo.',
  'review.account': 'Il tuo account',
  'review.willRevert': 'La rete prevede che questa operazione fallisca: {reason}. Pagheresti comunque la commissione.',
  'review.behavesDifferently':
    'Questo contratto si comporta diversamente quando è osservato: in una seconda anteprima ha spostato altri importi. Ciò che mostra qui potrebbe non essere ciò che accadrà.',
  'review.transfer': 'Invia {amount} a {to}',
  'review.transferFrom': 'Sposta {amount} da {from} a {to}',
  'review.idOrUnits': '{amount} unità base (oppure oggetto n. {amount})',
  'review.approve': 'Consenti a {spender} di spendere {amount}',
  'review.increaseAllowance': 'Consenti a {spender} di spendere altri {amount}',
  'review.permit2Approve': 'Consenti a {spender} di spendere {amount} di {token} tramite Permit2, scade: {expiry}',
  'review.unlimited': 'un importo illimitato',
  'review.never': 'mai',
  'review.approveAll': 'Consenti a {operator} di spostare tutti i tuoi oggetti di questa collezione',
  'review.revokeAll': 'Revoca il permesso di {operator} per questa collezione',
  'review.approveAllWarning':
    'Approvazione totale: l’operatore potrebbe prendere ogni oggetto che possiedi in {collection}, ora e in futuro.',
  'review.unknownCall': 'Chiamata a un contratto (funzione {selector})',
  'review.setRecovery':
    'Consente a {recoverer} di proporre una nuova passkey per questo portafoglio; diventa effettiva dopo {delay}, a meno che tu non annulli',
  'review.cancelRecovery': 'Annulla il recupero in sospeso: la passkey proposta non viene aggiunta',
  'review.clearRecovery':
    'Rimuove l’indirizzo di recupero: nessuno potrà proporre una nuova passkey per questo portafoglio',
  'review.permit.permit':
    'Permesso sui token (EIP-2612): questa firma consente all’autorizzato di prendere i tuoi token',
  'review.permit.daiPermit':
    'Permesso sui token (stile DAI): questa firma consente all’autorizzato di prendere i tuoi token',
  'review.permit.permit2Single':
    'Autorizzazione Permit2: questa firma consente all’autorizzato di prendere i tuoi token',
  'review.permit.permit2Batch':
    'Autorizzazione Permit2 per più token: questa firma consente all’autorizzato di prenderli',
  'review.permit.permit2TransferFrom':
    'Trasferimento Permit2: questa firma consente all’autorizzato di prendere i tuoi token una volta',
  'review.permit.permit2BatchTransferFrom':
    'Trasferimento Permit2 di più token: questa firma consente all’autorizzato di prenderli una volta',
  'review.permitUnlimited':
    'Illimitato: l’autorizzato potrebbe prendere tutti questi token che possiedi, ora e in futuro.',
  'review.expires': 'Fine del permesso',
  'review.signatureDeadline': 'Firma utilizzabile fino a',
  'review.domain': 'Firmato per',
  'review.messageOf': 'Dati ({type})',
  'review.hexOnly': 'Questi byte non sono testo, quindi vengono mostrati così come sono.',
  'review.blindHash':
    'Questo è un hash di 32 byte: ciò che rappresenta non può essere mostrato. Potrebbe approvare una transazione o un permesso sui token. Firma solo se ti fidi completamente di questo sito.',
  'review.signInSite': 'Ti fa accedere a',
  'review.signInStatement': 'Il sito dice',
  'review.signInIssued': 'Scritto',
  'review.signInNotBefore': 'Valido da',
  'review.signInExpires': 'L’accesso scade',
  'review.signInUri': 'Per',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID della richiesta',
  'review.signInResources': 'Garantisce anche per',
  'review.signInResourcesNote':
    'Firmando garantisci anche per queste risorse: un sito può interpretarle come diritti che gli concedi. Questo accesso viene confermato in una finestra sicura.',
  'review.signInChain': 'rete {chainId}',
  'review.signInText': 'Il messaggio completo, così come viene firmato',
  'review.siweDomain':
    'Questo messaggio di accesso è per {messageDomain}, ma il sito che lo chiede è {hostDomain}. Firmarlo potrebbe far accedere quell’altro sito a tuo nome.',
  'review.siweChain':
    'Questo messaggio di accesso è per la rete {messageChainId}, ma il tuo portafoglio è sulla rete {chainId}.',
  'review.invisible':
    'Il testo contiene caratteri invisibili o che cambiano la direzione di scrittura; sono mostrati come marcatori ⟨U+…⟩.',
  'batch.atomicCalls':
    '{count, plural, one {# chiamata, tutto o niente in un’unica operazione} many {# chiamate, tutto o niente in un’unica operazione} other {# chiamate, tutto o niente in un’unica operazione}}',
  'batch.atomicCaveat':
    'Le chiamate vengono eseguite insieme in un’unica operazione del tuo portafoglio con passkey: o avvengono tutte, o nessuna.',
  'batch.builderCodes': 'Codici builder',
  'batch.builderCodesNote':
    "L'attribuzione del sito (ERC-8021), aggiunta alla fine di ciò che viene inviato perché l'app riceva il merito: non sposta nulla ed è nell'anteprima.",
  'review.addSigner':
    'Aggiunge una nuova passkey come proprietaria di questo portafoglio: potrà usarlo in modo completo quanto la tua',
  'review.removeSigner': 'Rimuove la passkey {tag} dai proprietari di questo portafoglio: non potrà più usarlo',
  'review.proposeRecovery':
    'Propone, in qualità di indirizzo di recupero, una nuova passkey come proprietaria del portafoglio {account}: diventa effettiva dopo l’attesa di quel portafoglio, a meno che una delle sue passkey non la annulli. Sostituisce qualsiasi proposta in attesa per quel portafoglio e fa ripartire l’attesa',
  'review.grantPeriodic':
    '{site} potrà prendere fino a {amount} ogni {period} da questo wallet, fino al {until}, prelevati da {redeemer}',
  'review.grantStream':
    '{site} potrà prendere {initial} subito, poi {rate} al secondo, fino a {max} in tutto, da questo wallet fino al {until}, prelevati da {redeemer}',
  'review.grantAllowance':
    '{site} potrà prendere fino a {amount} in tutto da questo wallet, fino al {until}, prelevati da {redeemer}',
  'review.grantAnyRecipient':
    'Quell’indirizzo può inviarlo a qualsiasi indirizzo: questo permesso limita ciò che esce da questo wallet, non dove va.',
  'review.grantTotal':
    'Al massimo {total} in tutto prima della scadenza. Puoi revocarlo in qualsiasi momento nel wallet.',
  'review.grantStarts': 'Non può essere usato prima di {start}.',
  'review.revokeUntilIncluded':
    'Finché la revoca non è sulla catena, il sito può ancora prendere ciò che il permesso consente ora.',
  'review.grantToken': 'Contratto del token: {token}',
  'review.revokePermission': 'Revoca il permesso n. {id}: il suo sito non potrà prendere più nulla da questo wallet',
  'review.executeRecovery':
    'Completa il recupero del portafoglio {account}: la passkey proposta per esso ne diventa proprietaria',
}
