import type { passkeyEn } from './en'

/** French texts of the passkey wallet's panel. */
export const passkeyFr: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Votre clé d’accès est la seule clé de ce portefeuille. Il n’y a pas de phrase de récupération : si vous perdez la clé d’accès, personne (ni Walletport, ni ce site) ne peut récupérer les fonds. Par sécurité, ajoutez une deuxième clé d’accès sur un autre appareil.',
  'passkey.keys':
    '{count, plural, one {# clé d’accès possède ce portefeuille : elle peut l’utiliser. Conservez vos clés sur des appareils différents.} many {# clés d’accès possèdent ce portefeuille : chacune d’elles peut l’utiliser. Conservez-les sur des appareils différents.} other {# clés d’accès possèdent ce portefeuille : chacune d’elles peut l’utiliser. Conservez-les sur des appareils différents.}}',
  'passkey.onlyKeyRecoverable':
    'Votre clé d’accès est la seule clé de ce portefeuille. Si vous la perdez, votre adresse de récupération {recoverer} peut ajouter une nouvelle clé d’accès après le délai indiqué ci-dessous. Une deuxième clé d’accès sur un autre appareil est plus rapide.',
  'passkey.synced':
    'Votre fournisseur de clés d’accès indique que cette clé est synchronisée : elle se trouve sur les appareils connectés à ce fournisseur (par exemple le trousseau iCloud ou le Gestionnaire de mots de passe de Google).',
  'passkey.deviceOnly':
    'Cette clé d’accès n’est pas synchronisée : elle se trouve uniquement sur cet appareil ou cette clé de sécurité.',
  'passkey.syncUnknown':
    'Votre navigateur n’a pas indiqué si cette clé d’accès est synchronisée avec vos autres appareils.',
  'passkey.add': 'Ajouter une deuxième clé d’accès',
  'passkey.adding': 'Ajout… créez la nouvelle clé d’accès, puis confirmez avec votre clé actuelle',
  'passkey.added': 'Terminé : la deuxième clé d’accès est désormais propriétaire de ce portefeuille.',
  'passkey.addCancelled': 'Annulé : aucune clé d’accès n’a été ajoutée.',
  'passkey.addFailed': 'La deuxième clé d’accès n’a pas pu être ajoutée : {reason}',
  'permissions.title': 'Autorisations des applications',
  'permissions.none': 'Aucun site ne peut prendre quoi que ce soit dans ce portefeuille sans vous le demander.',
  'permissions.unreadable':
    "Les autorisations de ce portefeuille n'ont pas pu être lues sur le réseau. Réessayez plus tard.",
  'permissions.usedThisPeriod': 'Utilisé sur cette période : {used}. Se termine {until}.',
  'permissions.usedInAll': "Utilisé jusqu'ici : {used}. Se termine {until}.",
  'permissions.revoke': 'Révoquer',
  'permissions.revoking': 'Vérifiez la demande et confirmez-la…',
  'recovery.title': 'Adresse de récupération',
  'recovery.none':
    'Aucune adresse de récupération. Désignez un portefeuille que vous détenez ailleurs (une autre appli de portefeuille, un portefeuille matériel, une personne de confiance) : si vous perdez toutes vos clés d’accès, il pourra en ajouter une nouvelle après {delay}, et chacune de vos clés d’accès pourra l’en empêcher pendant ce temps.',
  'recovery.current':
    '{recoverer} peut proposer une nouvelle clé d’accès pour ce portefeuille ; elle prend effet {delay} plus tard, sauf si vous annulez.',
  'recovery.address': 'Adresse de récupération',
  'recovery.name': 'Désigner une adresse de récupération',
  'recovery.change': 'Changer l’adresse de récupération',
  'recovery.invalid':
    'Saisissez une adresse : 0x et 40 caractères hexadécimaux (si elle mêle majuscules et minuscules, sa somme de contrôle doit être valide).',
  'recovery.self': 'Ce portefeuille ne peut pas être sa propre adresse de récupération.',
  'recovery.asking': 'Vérifiez la demande et confirmez-la…',
  'recovery.named': 'Terminé : {recoverer} est l’adresse de récupération de ce portefeuille.',
  'recovery.rejected': 'Annulé : rien n’a été modifié.',
  'recovery.failed': 'Non modifié : {reason}',
  'recovery.unreadable': 'Les paramètres de récupération n’ont pas pu être lus : {reason}',
  'recovery.pending':
    'Récupération en cours : {recoverer} a proposé une nouvelle clé d’accès pour ce portefeuille. Elle peut prendre effet à partir de {time}. Si ce n’était pas vous, annulez-la maintenant.',
  'recovery.ready':
    'Récupération prête : {recoverer} a proposé une nouvelle clé d’accès, que n’importe qui peut désormais ajouter à ce portefeuille. Si ce n’était pas vous, annulez-la maintenant.',
  'recovery.cancel': 'Annuler la récupération',
  'recovery.cancelLater': 'Terminez d’abord la demande à l’écran, puis annulez la récupération.',
  'recovery.cancelled': 'La récupération a été annulée.',
  'passkeyWindow.create': 'Créer votre portefeuille à clé d’accès',
  'passkeyWindow.use': 'Utiliser votre clé d’accès',
  'passkeyWindow.addPasskey': 'Ajouter une deuxième clé d’accès',
  'passkeyWindow.recover': 'Créer la nouvelle clé d’accès du portefeuille que vous récupérez',
  'passkeyWindow.why':
    'Le portefeuille ne peut pas demander votre clé d’accès dans la page de {site} (le site ou ce navigateur ne le permet pas) : il la demande donc dans cette fenêtre qui lui est propre. Votre clé d’accès ne fonctionne que pour le portefeuille, jamais pour le site.',
  'passkeyWindow.continue': 'Continuer avec votre clé d’accès',
  'passkeyWindow.loading': 'En attente du portefeuille…',
  'passkeyWindow.orphan': 'Cette fenêtre ne fonctionne que si le portefeuille l’ouvre.',
  'passkeyWindow.pressAgain':
    'Ce navigateur demande les clés d’accès dans une fenêtre distincte, pas dans cette page. Appuyez de nouveau sur le bouton pour continuer là-bas.',
  'passkeyWindow.blocked':
    'Le navigateur a bloqué la fenêtre de la clé d’accès. Autorisez les fenêtres pop-up pour le portefeuille, puis réessayez.',
  'passkey.unsupported':
    'Ce navigateur ne peut pas héberger un portefeuille à clé d’accès : il ne prend pas en charge les clés d’accès (WebAuthn) ici. Utilisez un autre navigateur ou une appli de portefeuille.',
  'recover.title': 'Récupérer un portefeuille à clé d’accès',
  'recover.intro':
    'Vous avez perdu la clé d’accès d’un portefeuille qui a désigné celui-ci comme adresse de récupération ? Proposez ici une nouvelle clé d’accès pour lui. Elle prend effet après le délai de ce portefeuille, sauf si l’une de ses clés d’accès l’annule.',
  'recover.find': 'Trouver les portefeuilles que je peux récupérer',
  'recover.searching': 'Recherche des portefeuilles qui désignent cette adresse…',
  'recover.noneFound':
    'Aucun portefeuille à clé d’accès n’a désigné cette adresse récemment. Saisissez l’adresse du portefeuille si vous la connaissez.',
  'recover.account': 'Adresse du portefeuille à récupérer',
  'recover.check': 'Vérifier ce portefeuille',
  'recover.idle': '{account} : aucune récupération en attente.',
  'recover.waiting': '{account} : une nouvelle clé d’accès est proposée ; elle peut prendre effet à partir de {time}.',
  'recover.ready': '{account} : le délai est écoulé ; la clé d’accès proposée peut être ajoutée maintenant.',
  'recover.propose': 'Proposer une nouvelle clé d’accès',
  'recover.proposeAgain': 'Proposer plutôt une autre clé d’accès',
  'recover.execute': 'Terminer la récupération',
  'recover.asking': 'Créez la clé d’accès si cela vous est demandé, puis vérifiez la demande et confirmez-la…',
  'recover.invalid': 'Saisissez l’adresse du portefeuille : 0x et 40 caractères hexadécimaux.',
  'recover.notRecoverer':
    'Ce portefeuille n’est pas l’adresse de récupération de {account} : seule son adresse de récupération peut proposer une nouvelle clé d’accès.',
  'recover.notPasskeyAccount': '{account} n’est pas un portefeuille à clé d’accès de ce service : rien n’a été envoyé.',
  'recover.nothingPending':
    'Aucune récupération n’est en attente pour ce portefeuille : elle a déjà été terminée ou annulée, ou n’a jamais été proposée.',
  'recover.notReady': 'Pas encore : le délai de cette récupération n’est pas écoulé.',
  'recover.checkDone': 'Ce portefeuille peut récupérer {account}.',
  'recover.proposeDone':
    'Proposée : votre nouvelle clé d’accès pourra prendre le contrôle de {account} une fois le délai écoulé. Revenez alors pour terminer la récupération.',
  'recover.warning':
    'N’importe qui peut désigner votre portefeuille comme son adresse de récupération. Ne récupérez un portefeuille que si vous savez que son adresse complète est la vôtre.',
  'recover.namedOn': 'Il a désigné ce portefeuille le {date}. Propriétaires actuels : {owners}.',
  'recover.owners': 'Propriétaires actuels : {owners}.',
  'recover.executeDone':
    'Terminé : votre nouvelle clé d’accès possède désormais {account}. Autres propriétaires qu’il a encore : {others} (son panneau des propriétaires les liste : supprimez ceux que vous avez perdus ou que vous ne connaissez pas). Déconnectez-vous, puis choisissez « Utiliser ma clé d’accès » pour l’ouvrir.',
  'recover.rejected': 'Annulé : rien n’a été envoyé.',
  'recover.passkeyLeft':
    'La clé d’accès créée pour cette proposition reste sur votre appareil mais n’ouvre rien : vous pouvez la supprimer dans les réglages des clés d’accès de votre appareil.',
  'recover.failed': 'La récupération a échoué : {reason}',
  'owners.this': 'Clé d’accès {tag} (celle-ci)',
  'owners.other': 'Clé d’accès {tag}',
  'owners.notPasskey':
    'Propriétaire {tag} : un autre type de propriétaire (pas une clé d’accès). Il peut utiliser ce portefeuille comme une clé d’accès ; supprimez-le sauf si c’est vous qui l’avez ajouté.',
  'owners.unknownVerifier':
    'Propriétaire {tag} : un type de propriétaire inconnu. Il ressemble à une clé d’accès, mais ses signatures sont vérifiées par {verifier}, et non par le vérificateur de clés d’accès de ce portefeuille : c’est donc l’auteur de ce contrat qui décide de ce qu’il accepte. Supprimez-le sauf si c’est vous qui l’avez ajouté.',
  'owners.mixed':
    '{count, plural, one {# propriétaire peut utiliser ce portefeuille, et ce n’est pas une clé d’accès : vérifiez-le ci-dessous.} many {# propriétaires peuvent utiliser ce portefeuille, et ce ne sont pas tous des clés d’accès : vérifiez chacun d’eux ci-dessous.} other {# propriétaires peuvent utiliser ce portefeuille, et ce ne sont pas tous des clés d’accès : vérifiez chacun d’eux ci-dessous.}}',
  'owners.remove': 'Supprimer',
  'owners.lastOne':
    'C’est la seule clé d’accès du portefeuille : elle ne peut pas être supprimée, sinon personne ne pourrait utiliser le portefeuille.',
  'owners.removeOther': 'Pour supprimer la clé d’accès que vous utilisez, ouvrez le portefeuille avec une autre.',
  'owners.removed': 'Terminé : la clé d’accès a été retirée des propriétaires de ce portefeuille.',
  'recovery.clear': 'Supprimer l’adresse de récupération',
  'recovery.clearedDone': 'Terminé : ce portefeuille n’a plus d’adresse de récupération.',
}
