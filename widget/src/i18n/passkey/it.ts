import type { passkeyEn } from './en'

/** Italian texts of the passkey wallet's panel. */
export const passkeyIt: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'La tua passkey è l’unica chiave di questo portafoglio. Non esiste una frase di recupero: se perdi la passkey, nessuno (né Walletport, né questo sito) può recuperare i fondi. Per sicurezza, aggiungi una seconda passkey su un altro dispositivo.',
  'passkey.keys':
    '{count, plural, one {# passkey possiede questo portafoglio e può usarlo. Tieni le tue passkey su dispositivi diversi.} many {# passkey possiedono questo portafoglio: ognuna di esse può usarlo. Tienile su dispositivi diversi.} other {# passkey possiedono questo portafoglio: ognuna di esse può usarlo. Tienile su dispositivi diversi.}}',
  'passkey.onlyKeyRecoverable':
    'La tua passkey è l’unica chiave di questo portafoglio. Se la perdi, il tuo indirizzo di recupero {recoverer} può aggiungere una nuova passkey dopo l’attesa indicata sotto. Una seconda passkey su un altro dispositivo è più rapida.',
  'passkey.synced':
    'Il tuo fornitore di passkey indica che questa passkey è sincronizzata: si trova sui dispositivi collegati a quel fornitore (ad esempio il Portachiavi iCloud o il Gestore delle password di Google).',
  'passkey.deviceOnly':
    'Questa passkey non è sincronizzata: si trova solo su questo dispositivo o su questa chiave di sicurezza.',
  'passkey.syncUnknown':
    'Il tuo browser non ha indicato se questa passkey è sincronizzata con i tuoi altri dispositivi.',
  'passkey.add': 'Aggiungi una seconda passkey',
  'passkey.adding': 'Aggiunta in corso… crea la nuova passkey, poi conferma con quella attuale',
  'passkey.added': 'Fatto: la seconda passkey ora è anch’essa proprietaria di questo portafoglio.',
  'passkey.addCancelled': 'Annullato: non è stata aggiunta nessuna passkey.',
  'passkey.addFailed': 'Non è stato possibile aggiungere la seconda passkey: {reason}',
  'permissions.title': 'Permessi per le app',
  'permissions.none': 'Nessun sito può prendere nulla da questo wallet senza chiedertelo.',
  'permissions.unreadable': 'Non è stato possibile leggere dalla rete i permessi di questo wallet. Riprova più tardi.',
  'permissions.usedThisPeriod': 'Usato in questo periodo: {used}. Termina {until}.',
  'permissions.usedInAll': 'Usato finora: {used}. Termina {until}.',
  'permissions.revoke': 'Revoca',
  'permissions.revoking': 'Controlla la richiesta e confermala…',
  'recovery.title': 'Indirizzo di recupero',
  'recovery.none':
    'Nessun indirizzo di recupero. Indica un portafoglio che possiedi altrove (un’altra app di portafoglio, un portafoglio hardware, una persona di fiducia): se perdi tutte le passkey, potrà aggiungerne una nuova dopo {delay}, e in quel periodo qualsiasi tua passkey potrà fermarlo.',
  'recovery.current':
    '{recoverer} può proporre una nuova passkey per questo portafoglio; diventa effettiva {delay} dopo, a meno che tu non annulli.',
  'recovery.address': 'Indirizzo di recupero',
  'recovery.name': 'Indica un indirizzo di recupero',
  'recovery.change': 'Cambia l’indirizzo di recupero',
  'recovery.invalid':
    'Inserisci un indirizzo: 0x e 40 caratteri esadecimali (se mescola maiuscole e minuscole, il checksum deve essere valido).',
  'recovery.self': 'Questo portafoglio non può essere il proprio indirizzo di recupero.',
  'recovery.asking': 'Controlla la richiesta e confermala…',
  'recovery.named': 'Fatto: {recoverer} è l’indirizzo di recupero di questo portafoglio.',
  'recovery.rejected': 'Annullato: non è stato modificato nulla.',
  'recovery.failed': 'Non modificato: {reason}',
  'recovery.unreadable': 'Non è stato possibile leggere le impostazioni di recupero: {reason}',
  'recovery.pending':
    'Recupero in corso: {recoverer} ha proposto una nuova passkey per questo portafoglio. Può diventare effettiva da {time}. Se la proposta non viene da te, annulla subito il recupero.',
  'recovery.ready':
    'Recupero pronto: {recoverer} ha proposto una nuova passkey, che ora chiunque può aggiungere a questo portafoglio. Se la proposta non viene da te, annulla subito il recupero.',
  'recovery.cancel': 'Annulla il recupero',
  'recovery.cancelLater': 'Prima completa la richiesta sullo schermo, poi annulla il recupero.',
  'recovery.cancelled': 'Il recupero è stato annullato.',
  'passkeyWindow.create': 'Crea il tuo portafoglio con passkey',
  'passkeyWindow.use': 'Usa la tua passkey',
  'passkeyWindow.addPasskey': 'Aggiungi una seconda passkey',
  'passkeyWindow.recover': 'Crea la nuova passkey del portafoglio che stai recuperando',
  'passkeyWindow.why':
    'Il portafoglio non può chiedere la tua passkey all’interno della pagina di {site} (il sito o questo browser non lo consente), quindi la chiede in questa finestra propria. La tua passkey funziona solo per il portafoglio, mai per il sito.',
  'passkeyWindow.continue': 'Continua con la tua passkey',
  'passkeyWindow.loading': 'In attesa del portafoglio…',
  'passkeyWindow.orphan': 'Questa finestra funziona solo quando è il portafoglio ad aprirla.',
  'passkeyWindow.pressAgain':
    'Questo browser chiede le passkey in una finestra propria, non all’interno di questa pagina. Premi di nuovo il pulsante per continuare lì.',
  'passkeyWindow.blocked':
    'Il browser ha bloccato la finestra della passkey. Consenti i pop-up per il portafoglio, poi riprova.',
  'passkey.unsupported':
    'Questo browser non può gestire un portafoglio con passkey: qui non supporta le passkey (WebAuthn). Usa un altro browser o un’app di portafoglio.',
  'recover.title': 'Recupera un portafoglio con passkey',
  'recover.intro':
    'Hai perso la passkey di un portafoglio che ha indicato questo come indirizzo di recupero? Proponi qui una nuova passkey per quel portafoglio. Diventa effettiva dopo l’attesa di quel portafoglio, a meno che una delle sue passkey non la annulli.',
  'recover.find': 'Trova i portafogli che posso recuperare',
  'recover.searching': 'Ricerca dei portafogli che indicano questo indirizzo…',
  'recover.noneFound':
    'Nessun portafoglio con passkey ha indicato di recente questo indirizzo. Inserisci l’indirizzo del portafoglio, se lo conosci.',
  'recover.account': 'Indirizzo del portafoglio da recuperare',
  'recover.check': 'Controlla questo portafoglio',
  'recover.idle': '{account}: nessun recupero in sospeso.',
  'recover.waiting': '{account}: è proposta una nuova passkey; può diventare effettiva da {time}.',
  'recover.ready': '{account}: l’attesa è trascorsa; la passkey proposta può essere aggiunta ora.',
  'recover.propose': 'Proponi una nuova passkey',
  'recover.proposeAgain': 'Proponi invece un’altra passkey',
  'recover.execute': 'Completa il recupero',
  'recover.asking': 'Crea la passkey se richiesto, poi controlla la richiesta e confermala…',
  'recover.invalid': 'Inserisci l’indirizzo del portafoglio: 0x e 40 caratteri esadecimali.',
  'recover.notRecoverer':
    'Questo portafoglio non è l’indirizzo di recupero di {account}: solo il suo indirizzo di recupero può proporre una nuova passkey.',
  'recover.notPasskeyAccount':
    '{account} non è un portafoglio con passkey di questo servizio: non è stato inviato nulla.',
  'recover.nothingPending':
    'Nessun recupero in sospeso per questo portafoglio: è già stato completato o annullato, oppure non è mai stato proposto.',
  'recover.notReady': 'Non ancora: l’attesa di questo recupero non è trascorsa.',
  'recover.checkDone': 'Questo portafoglio può recuperare {account}.',
  'recover.proposeDone':
    'Proposta inviata: la tua nuova passkey potrà prendere il controllo di {account} una volta trascorsa l’attesa. Torna allora per completare il recupero.',
  'recover.warning':
    'Chiunque può indicare il tuo portafoglio come proprio indirizzo di recupero. Recupera un portafoglio solo se sai che il suo indirizzo completo è tuo.',
  'recover.namedOn': 'Ha indicato questo portafoglio il {date}. Proprietari attuali: {owners}.',
  'recover.owners': 'Proprietari attuali: {owners}.',
  'recover.executeDone':
    'Fatto: la tua nuova passkey ora possiede {account}. Altri proprietari che ha ancora: {others} (il suo pannello dei proprietari li elenca: rimuovi quelli che hai perso o che non conosci). Disconnettiti, poi scegli «Usa la mia passkey» per aprirlo.',
  'recover.rejected': 'Annullato: non è stato inviato nulla.',
  'recover.passkeyLeft':
    'La passkey creata per questa proposta resta sul tuo dispositivo ma non apre nulla: puoi eliminarla nelle impostazioni delle passkey del dispositivo.',
  'recover.failed': 'Il recupero non è riuscito: {reason}',
  'owners.this': 'Passkey {tag} (questa)',
  'owners.other': 'Passkey {tag}',
  'owners.notPasskey':
    'Proprietario {tag}: un altro tipo di proprietario (non una passkey). Può usare questo portafoglio come una passkey; rimuovilo, a meno che non l’abbia aggiunto tu.',
  'owners.unknownVerifier':
    'Proprietario {tag}: un tipo di proprietario sconosciuto. Sembra una passkey, ma le sue firme sono verificate da {verifier}, non dal verificatore di passkey di questo portafoglio, quindi chi ha creato quel contratto decide cosa accetta. Rimuovilo, a meno che non l’abbia aggiunto tu.',
  'owners.mixed':
    '{count, plural, one {# proprietario può usare questo portafoglio e non è una passkey: controllalo qui sotto.} many {# proprietari possono usare questo portafoglio, non tutti sono passkey: controllali uno per uno qui sotto.} other {# proprietari possono usare questo portafoglio, non tutti sono passkey: controllali uno per uno qui sotto.}}',
  'owners.remove': 'Rimuovi',
  'owners.lastOne':
    'Questa è l’unica passkey del portafoglio: non può essere rimossa, altrimenti nessuno potrebbe usare il portafoglio.',
  'owners.removeOther': 'Per rimuovere la passkey che stai usando, apri il portafoglio con un’altra.',
  'owners.removed': 'Fatto: la passkey è stata rimossa dai proprietari di questo portafoglio.',
  'recovery.clear': 'Rimuovi l’indirizzo di recupero',
  'recovery.clearedDone': 'Fatto: questo portafoglio non ha un indirizzo di recupero.',
}
