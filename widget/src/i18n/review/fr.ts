import type { ReviewKey } from './en'

/** French texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewFr: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Donner à ce site une autorisation de prendre dans votre portefeuille',
  'approval.walletSetting': 'Modifier un réglage de votre portefeuille',
  'approval.byWallet': 'Demandé par votre portefeuille, pas par {site}. Vérifiez chaque ligne avant de confirmer.',
  'approval.rebuilt':
    'Le portefeuille a changé de compte ou de réseau : cette vérification a donc été refaite. Vérifiez-la encore une fois.',
  'approval.outcomeChanged':
    'Simulée de nouveau au moment de votre confirmation, cette opération ferait maintenant autre chose que ce que montrait la vérification. Rien n’a été envoyé : examinez la nouvelle vérification et confirmez de nouveau.',
  'review.account': 'Votre compte',
  'review.willRevert': 'Le réseau prévoit l’échec de cette opération : {reason}. Vous paieriez quand même les frais.',
  'review.behavesDifferently':
    'Ce contrat se comporte différemment quand il est observé : lors d’un second aperçu, il a déplacé d’autres montants. Ce qu’il montre ici n’est peut-être pas ce qui se passera.',
  'review.transfer': 'Envoyer {amount} à {to}',
  'review.transferFrom': 'Transférer {amount} de {from} à {to}',
  'review.idOrUnits': '{amount} unités de base (ou objet n° {amount})',
  'review.approve': 'Autoriser {spender} à dépenser {amount}',
  'review.increaseAllowance': 'Autoriser {spender} à dépenser {amount} de plus',
  'review.permit2Approve': 'Autoriser {spender} à dépenser {amount} de {token} via Permit2, expire : {expiry}',
  'review.unlimited': 'un montant illimité',
  'review.never': 'jamais',
  'review.approveAll': 'Autoriser {operator} à déplacer tous vos objets de cette collection',
  'review.revokeAll': 'Retirer l’autorisation de {operator} pour cette collection',
  'review.approveAllWarning':
    'Autorisation globale : l’opérateur pourrait prendre chaque objet que vous détenez dans {collection}, maintenant et plus tard.',
  'review.unknownCall': 'Appel de contrat (fonction {selector})',
  'review.setRecovery':
    'Permet à {recoverer} de proposer une nouvelle clé d’accès pour ce portefeuille ; elle prend effet après {delay}, sauf si vous annulez',
  'review.cancelRecovery': 'Annule la récupération en attente : la clé d’accès proposée n’est pas ajoutée',
  'review.clearRecovery':
    'Supprime l’adresse de récupération : personne ne peut proposer de nouvelle clé d’accès pour ce portefeuille',
  'review.permit.permit': 'Permis de jetons (EIP-2612) : cette signature permet au bénéficiaire de prendre vos jetons',
  'review.permit.daiPermit':
    'Permis de jetons (style DAI) : cette signature permet au bénéficiaire de prendre vos jetons',
  'review.permit.permit2Single': 'Autorisation Permit2 : cette signature permet au bénéficiaire de prendre vos jetons',
  'review.permit.permit2Batch':
    'Autorisation Permit2 pour plusieurs jetons : cette signature permet au bénéficiaire de les prendre',
  'review.permit.permit2TransferFrom':
    'Transfert Permit2 : cette signature permet au bénéficiaire de prendre vos jetons une fois',
  'review.permit.permit2BatchTransferFrom':
    'Transfert Permit2 de plusieurs jetons : cette signature permet au bénéficiaire de les prendre une fois',
  'review.permitUnlimited':
    'Illimité : le bénéficiaire pourrait prendre tous ces jetons que vous détenez, maintenant et plus tard.',
  'review.expires': 'Fin de l’autorisation',
  'review.signatureDeadline': 'Signature utilisable jusqu’au',
  'review.domain': 'Signé pour',
  'review.messageOf': 'Données ({type})',
  'review.hexOnly': 'Ces octets ne sont pas du texte : ils sont donc affichés tels quels.',
  'review.blindHash':
    'Ceci est une empreinte (hash) de 32 octets : ce qu’elle représente ne peut pas être affiché. Elle pourrait approuver une transaction ou un permis de jetons. Ne signez que si vous faites entièrement confiance à ce site.',
  'review.signInSite': 'Vous connecte à',
  'review.signInStatement': 'Le site déclare',
  'review.signInIssued': 'Rédigé le',
  'review.signInNotBefore': 'Valable à partir de',
  'review.signInExpires': 'Expiration de la connexion',
  'review.signInUri': 'Pour',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID de la demande',
  'review.signInResources': 'Se porte aussi garant de',
  'review.signInResourcesNote':
    'En signant, vous vous portez aussi garant de ces ressources : un site peut les lire comme des droits que vous lui accordez. Cette connexion est confirmée dans une fenêtre sécurisée.',
  'review.signInChain': 'chaîne {chainId}',
  'review.signInText': 'Le message complet, tel que signé',
  'review.siweDomain':
    'Ce message de connexion est destiné à {messageDomain}, mais le site qui le demande est {hostDomain}. Le signer pourrait connecter cet autre site en votre nom.',
  'review.siweChain':
    'Ce message de connexion est destiné à la chaîne {messageChainId}, mais votre portefeuille est sur la chaîne {chainId}.',
  'review.invisible':
    'Le texte contient des caractères invisibles ou qui changent le sens d’écriture ; ils sont affichés sous forme de marqueurs ⟨U+…⟩.',
  'batch.atomicCalls':
    '{count, plural, one {# appel, tout ou rien en une seule opération} many {# appels, tout ou rien en une seule opération} other {# appels, tout ou rien en une seule opération}}',
  'batch.atomicCaveat':
    'Les appels s’exécutent ensemble en une seule opération de votre portefeuille à clé d’accès : soit ils ont tous lieu, soit aucun.',
  'batch.builderCodes': 'Codes de créateur',
  'batch.builderCodesNote':
    "L'attribution du site (ERC-8021), ajoutée à la fin de ce qui est envoyé pour que l'application soit créditée : elle ne déplace rien et figure dans l'aperçu.",
  'review.addSigner':
    'Ajoute une nouvelle clé d’accès comme propriétaire de ce portefeuille : elle pourra l’utiliser aussi pleinement que la vôtre',
  'review.removeSigner':
    'Retire la clé d’accès {tag} des propriétaires de ce portefeuille : elle ne pourra plus l’utiliser',
  'review.proposeRecovery':
    'Propose, en tant qu’adresse de récupération, une nouvelle clé d’accès comme propriétaire du portefeuille {account} : elle prend effet après le délai de ce portefeuille, sauf si l’une de ses clés d’accès annule. Elle remplace toute proposition en attente pour ce portefeuille et relance le délai',
  'review.grantPeriodic':
    "{site} pourra prendre jusqu'à {amount} tous les {period} dans ce portefeuille, jusqu'au {until}, pris par {redeemer}",
  'review.grantStream':
    "{site} pourra prendre {initial} tout de suite, puis {rate} par seconde, jusqu'à {max} au total, dans ce portefeuille jusqu'au {until}, pris par {redeemer}",
  'review.grantAllowance':
    "{site} pourra prendre jusqu'à {amount} au total dans ce portefeuille, jusqu'au {until}, pris par {redeemer}",
  'review.grantAnyRecipient':
    'Cette adresse peut l’envoyer à n’importe quelle adresse : cette autorisation limite ce qui quitte ce portefeuille, pas sa destination.',
  'review.grantTotal':
    'Au plus {total} au total avant la fin. Vous pouvez la révoquer à tout moment dans le portefeuille.',
  'review.grantStarts': 'Elle ne peut pas être utilisée avant {start}.',
  'review.revokeUntilIncluded':
    "Tant que la révocation n'est pas inscrite sur la chaîne, le site peut encore prendre ce que l'autorisation permet maintenant.",
  'review.grantToken': 'Contrat du jeton : {token}',
  'review.revokePermission':
    "Révoque l'autorisation n° {id} : son site ne pourra plus rien prendre dans ce portefeuille",
  'review.executeRecovery':
    'Termine la récupération du portefeuille {account} : la clé d’accès proposée pour lui en devient propriétaire',
}
