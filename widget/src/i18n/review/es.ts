import type { ReviewKey } from './en'

/** Spanish texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewEs: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Dar a este sitio permiso para tomar de tu billetera',
  'approval.walletSetting': 'Cambiar un ajuste de tu billetera',
  'approval.byWallet': 'Solicitado por tu billetera, no por {site}. Revisa cada línea antes de confirmar.',
  'approval.rebuilt': 'La billetera cambió de cuenta o de red, así que esta revisión se rehízo. Revísala otra vez.',
  'approval.outcomeChanged':
    'Simulado de nuevo al confirmar, esto haría ahora algo distinto de lo que mostraba la revisión. No se envió nada: comprueba la nueva revisión y confirma otra vez.',
  'review.account': 'Tu cuenta',
  'review.willRevert': 'La red espera que esto falle: {reason}. Pagarías la comisión igualmente.',
  'review.behavesDifferently':
    'Este contrato se comporta de otra forma cuando se le observa: en una segunda vista previa movió otras cantidades. Lo que muestra aquí puede no ser lo que ocurra.',
  'review.transfer': 'Enviar {amount} a {to}',
  'review.transferFrom': 'Mover {amount} de {from} a {to}',
  'review.idOrUnits': '{amount} unidades base (u objeto #{amount})',
  'review.approve': 'Permitir a {spender} gastar {amount}',
  'review.increaseAllowance': 'Permitir a {spender} gastar {amount} más',
  'review.permit2Approve': 'Permitir a {spender} gastar {amount} de {token} mediante Permit2, hasta {expiry}',
  'review.unlimited': 'una cantidad ilimitada',
  'review.never': 'sin fin',
  'review.approveAll': 'Permitir a {operator} mover todos tus objetos de esta colección',
  'review.revokeAll': 'Retirar el permiso de {operator} para esta colección',
  'review.approveAllWarning':
    'Aprobación total: el operador podría llevarse cada objeto que tengas en {collection}, ahora y después.',
  'review.unknownCall': 'Llamada a contrato (función {selector})',
  'review.setRecovery':
    'Permite a {recoverer} proponer una nueva passkey para esta billetera; se aplica tras {delay} si no la cancelas',
  'review.cancelRecovery': 'Cancela la recuperación pendiente: la passkey propuesta no se añade',
  'review.clearRecovery':
    'Quita la dirección de recuperación: nadie podrá proponer una nueva passkey para esta billetera',
  'review.permit.permit': 'Permiso de token (EIP-2612): esta firma deja que el gastador tome tus tokens',
  'review.permit.daiPermit': 'Permiso de token (estilo DAI): esta firma deja que el gastador tome tus tokens',
  'review.permit.permit2Single': 'Asignación Permit2: esta firma deja que el gastador tome tus tokens',
  'review.permit.permit2Batch': 'Asignación Permit2 de varios tokens: esta firma deja que el gastador los tome',
  'review.permit.permit2TransferFrom': 'Transferencia Permit2: esta firma deja que el gastador tome tus tokens una vez',
  'review.permit.permit2BatchTransferFrom':
    'Transferencia Permit2 de varios tokens: esta firma deja que el gastador los tome una vez',
  'review.permitUnlimited': 'Ilimitado: el gastador podría tomar todos estos tokens que tengas, ahora y después.',
  'review.expires': 'El permiso termina',
  'review.signatureDeadline': 'Firma válida hasta',
  'review.domain': 'Firmado para',
  'review.messageOf': 'Datos ({type})',
  'review.hexOnly': 'Estos bytes no son texto, así que se muestran tal cual.',
  'review.blindHash':
    'Esto es un hash de 32 bytes: no se puede mostrar lo que representa. Podría aprobar una transacción o un permiso de token. Firma solo si confías plenamente en este sitio.',
  'review.signInSite': 'Inicia tu sesión en',
  'review.signInStatement': 'El sitio dice',
  'review.signInIssued': 'Escrito',
  'review.signInNotBefore': 'Válido desde',
  'review.signInExpires': 'La sesión caduca',
  'review.signInUri': 'Para',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID de solicitud',
  'review.signInResources': 'También avala',
  'review.signInResourcesNote':
    'Al firmar también avalas estos recursos: un sitio puede leerlos como derechos que le concedes. Este inicio de sesión se confirma en una ventana segura.',
  'review.signInChain': 'cadena {chainId}',
  'review.signInText': 'El mensaje completo, tal como se firma',
  'review.siweDomain':
    'Este mensaje de inicio de sesión es para {messageDomain}, pero el sitio que lo pide es {hostDomain}. Firmarlo podría iniciar tu sesión en ese otro sitio.',
  'review.siweChain':
    'Este mensaje de inicio de sesión es para la cadena {messageChainId}, pero tu billetera está en la cadena {chainId}.',
  'review.invisible': 'El texto contiene caracteres invisibles o que cambian la dirección; se muestran como ⟨U+…⟩.',
  'batch.atomicCalls':
    '{count, plural, one {# llamada, en una operación} other {# llamadas, todas o ninguna en una operación}}',
  'batch.atomicCaveat':
    'Las llamadas se ejecutan juntas en una operación de tu cartera con passkey: o se ejecutan todas, o ninguna.',
  'batch.builderCodes': 'Códigos de creador',
  'batch.builderCodesNote':
    'La atribución del sitio (ERC-8021), añadida al final de lo que se envía para que se acredite a la app: no mueve nada y está en la vista previa.',
  'review.addSigner': 'Añade una nueva passkey como dueña de esta cartera: podrá usarla igual que la tuya',
  'review.removeSigner': 'Quita la passkey {tag} de las dueñas de esta cartera: ya no podrá usarla',
  'review.proposeRecovery':
    'Propone, como dirección de recuperación, una nueva passkey como dueña de la cartera {account}: surte efecto tras el plazo de esa cartera, salvo que una de sus passkeys lo cancele. Reemplaza cualquier propuesta en espera para esa cartera y vuelve a iniciar el plazo',
  'review.grantPeriodic':
    '{site} puede tomar hasta {amount} cada {period} de esta cartera, hasta el {until}, cobrado por {redeemer}',
  'review.grantStream':
    '{site} puede tomar {initial} de inmediato, luego {rate} por segundo, hasta {max} en total, de esta cartera hasta el {until}, cobrado por {redeemer}',
  'review.grantAllowance':
    '{site} puede tomar hasta {amount} en total de esta cartera, hasta el {until}, cobrado por {redeemer}',
  'review.grantAnyRecipient':
    'Esa dirección puede enviarlo a cualquier dirección: este permiso limita lo que sale de esta billetera, no adónde va.',
  'review.grantTotal': 'Como mucho {total} en total antes de que termine. Puede revocarlo en la cartera cuando quiera.',
  'review.grantStarts': 'No se puede usar antes de {start}.',
  'review.revokeUntilIncluded':
    'Hasta que la revocación esté en la cadena, el sitio aún puede tomar lo que el permiso permite ahora.',
  'review.grantToken': 'Contrato del token: {token}',
  'review.revokePermission': 'Revoca el permiso #{id}: su sitio ya no puede tomar nada de esta cartera',
  'review.executeRecovery':
    'Completa la recuperación de la cartera {account}: la passkey propuesta para ella pasa a ser dueña',
}
