import type { WalletKey } from './en'

/** Spanish texts of the wallet's later screens: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const walletEs: Record<WalletKey, string> = {
  // The connected home's lines: the shell's home shows only its title, its status and Connect.
  'home.connectedTo': 'Conectado a {site}',
  'home.network': 'Red',
  'home.send': 'Enviar',
  'home.activity': 'Actividad',
  'home.receive': 'Recibir',
  'home.disconnect': 'Desconectar',
  'home.wrongChain': '{wallet} está en la cadena {chainId}, que este sitio no usa.',
  'home.switchTo': 'Cambiar a {chain}',
  'home.chainNotOffered': 'Cadena {chainId} (no disponible aquí)',
  'home.reconnecting': 'Reconectando {wallet}…',
  'home.continueAs': 'Continuar como {address} con {wallet}',
  // The prerendered page's note on a click before React is there (boot/earlyGestures.ts), written in at build time.
  'page.tooEarly': 'La cartera aún se estaba iniciando y ese clic no hizo nada. Elige de nuevo.',
  // A review's Confirm clicked before it is armed (the shell's lists say guard.checkingChoice).
  'guard.checking': 'Comprobando que la revisión se ve entera… inténtalo de nuevo en un momento.',
  'balances.noMulticall3':
    '{chain} no tiene un contrato Multicall3 en {address}, así que no se pueden leer los saldos: el operador de esta billetera debe desplegarlo (npm run deploy:passkey).',
  'send.needsBalances': 'Para revisar hacen falta tus saldos en {chain}, que ahora no se pueden leer.',
  'send.title': 'Enviar',
  'send.network': 'Red',
  'send.token': 'Token',
  'send.recipient': 'Destinatario',
  'send.amount': 'Importe',
  'send.max': 'Máx.',
  'send.maxFailed': 'Máx. no está disponible ahora: {reason}',
  'send.review': 'Revisar',
  'send.checking': 'Comprobando…',
  'send.reviewTitle': 'Revisar',
  'send.requestedBy': 'Solicitado por {site}. Revisa cada línea antes de confirmar.',
  'send.to': 'Para',
  'send.fee': 'Comisión de red',
  'send.feeUnknown': 'desconocida',
  'send.feeSponsored': 'lo paga {sponsor}',
  'send.feeInToken': 'como máximo {amount} {symbol}, pagado en {symbol}',
  'send.feeApprovalTitle': 'Aprobación de la comisión',
  'send.feeApproval':
    'Esta operación primero permite al paymaster de comisiones {spender} tomar como máximo {amount} {symbol}, solo para esta comisión; lo que el gas no cueste se devuelve al momento y no queda ninguna aprobación.',
  'send.feeSponsoredBySite': 'lo paga {sponsor}, indicado por este sitio',
  'send.feeTakenBySite': '≈ {amount}, cobrado por el paymaster que indicó este sitio',
  'send.feeSiteChargeUnknown':
    'el paymaster que indicó este sitio puede cobrarte: la vista previa no puede decir cuánto',
  'send.warnZero': 'Es la dirección cero. Todo lo que se envía allí se pierde para siempre.',
  'send.warnToken': 'Es el contrato del propio token. Los tokens enviados allí suelen perderse.',
  'send.warnWatched':
    'El destinatario se comporta de otro modo cuando se le observa: en una segunda vista previa movió otras cantidades. Lo que muestra aquí puede no ser lo que ocurra.',
  'send.warnLookalike':
    'Posible envenenamiento de direcciones: esta dirección empieza y termina como {known}, con la que ya trataste, pero es otra. Revisa cada carácter.',
  'send.firstTime': 'Nunca has enviado a esta dirección.',
  'send.warnFail': 'La red espera que esta transferencia falle ({reason}). Pagarías la comisión igualmente.',
  'send.acknowledge': 'Lo entiendo, enviar de todos modos',
  'send.confirm': 'Confirmar y enviar',
  'send.confirmInWallet': 'Confirma en tu cartera…',
  'send.edit': 'Editar',
  'send.sending': 'Enviando…',
  'send.sent': 'Confirmado',
  'send.notSent': 'No enviado',
  'send.waiting': 'Esperando a que {chain} confirme {amount} {symbol} para {to}.',
  'send.confirmed': '✓ {amount} {symbol} enviados a {to}.',
  'send.failed': '✗ La transferencia falló: {reason}',
  'send.cannotReview': 'No se puede enviar: {reason}',
  'send.rebuilt': 'La cartera cambió de cuenta o de red, así que esta revisión se rehízo. Revísala otra vez.',
  'send.outcomeChanged':
    'Simulado de nuevo al confirmar, esto haría ahora algo distinto de lo que mostraba la revisión. No se envió nada: comprueba la nueva revisión y confirma otra vez.',
  'send.transaction': 'Transacción',
  'secure.loading': 'Cargando la revisión…',
  'secure.orphan': 'Esta ventana pertenece a una revisión en Walletport. Ábrela desde allí.',
  'secure.passkeyAsked': 'A continuación se pide aquí tu passkey, para firmar lo que muestra esta revisión.',
  'secure.passkeyContinue': 'Continuar con tu passkey',
  'activity.title': 'Actividad',
  'activity.empty': 'No hay transferencias en los bloques recientes.',
  'activity.failed': 'No se pudo leer la actividad: {reason}',
  'activity.received': 'Recibido {amount} de',
  'activity.sent': 'Enviado {amount} a',
  'activity.block': 'bloque {block}',
  'activity.confirmed': 'confirmada',
  'activity.pending': 'pendiente',
  'activity.failedStatus': 'fallida',
  'activity.explorer': 'Explorador',
  'receive.title': 'Recibir',
  'receive.network': 'Envía a esta dirección solo en {chain} (chain id {chainId}).',
  'receive.qrLabel': 'Código QR de tu dirección en {chain}',
  'receive.address': 'Tu dirección',
  'receive.copy': 'Copiar dirección',
  'receive.copied': 'Dirección copiada.',
  'receive.copyFailed': 'El navegador no permitió copiar: selecciona la dirección.',
  'secure.connectDiscloses':
    '{site} verá la dirección de esta billetera y, con ella, sus saldos y todo lo que hizo en la cadena. Conéctate solo si quieres usarla en este sitio.',
  'recipient.empty': 'Introduce una dirección de destino.',
  'recipient.checksum': 'La suma de control de esta dirección no coincide. Comprueba que se copió exactamente.',
  'recipient.hex': 'Una dirección es 0x seguido de 40 caracteres hexadecimales.',
  'recipient.format': 'Introduce una dirección (0x…) o un nombre ENS (nombre.eth).',
  'batch.calls': '{count} llamadas, enviadas una tras otra',
  'batch.callsCaveat':
    'La vista previa ejecuta las llamadas juntas; se envían una a una, así que una posterior puede fallar tras ejecutarse las anteriores.',
  'batch.call': 'Llamada {n}',
  'batch.feeUnknown': 'La comisión de una llamada que depende de otra anterior no se puede estimar por separado.',
  'batch.statusTitle': 'Estado del lote',
  'batch.pending': 'pendiente',
  'batch.confirmed': 'confirmada',
  'batch.failed': 'fallida',
  'batch.notSent': 'no enviada',
  'batch.close': 'Cerrar',
  'batch.stopped': 'La billetera se detuvo: {reason}',
  // A bundler's or a paymaster's error, said for the visitor (passkey/serviceErrors.ts); its raw words go to the console.
  'service.bundlerUnreachable':
    'El bundler de la cartera de passkey ({host}) no respondió: no se envió nada. Inténtalo de nuevo en un momento.',
  'service.bundlerFailed':
    'El bundler de la cartera de passkey ({host}) respondió con un error: no se envió nada. Inténtalo de nuevo en un momento.',
  'service.bundlerCannotValidate':
    'El bundler de la cartera de passkey ({host}) no puede comprobar operaciones en esta red: no se envió nada. Volver a intentarlo no servirá hasta que el operador de la cartera lo arregle.',
  'service.bundlerRefused':
    'El bundler de la cartera de passkey ({host}) rechazó esta operación ({code}): no se envió nada. Revísala otra vez.',
  'service.accountCannotPay':
    'Tu cuenta no tiene suficiente para esta comisión de red ({code}): no se envió nada. Añádele fondos e inténtalo de nuevo.',
  'service.accountRefused': 'Tu cuenta no aceptó esta operación ({code}): no se envió nada. Revísala otra vez.',
  'service.nonce': 'Otra operación de tu cuenta llegó antes ({code}): no se envió nada. Revisa esta otra vez.',
  'service.paymasterUnreachable':
    'El paymaster de la cartera ({host}) no respondió: no se envió nada. Inténtalo de nuevo en un momento.',
  'service.paymasterRefused':
    'El paymaster de la cartera ({host}) no pagará la comisión de esto: no se envió nada. Inténtalo más tarde.',
  'service.sitePaymasterRefused':
    'El paymaster que indicó este sitio ({host}) no pagará la comisión de esto: no se envió nada. Pregunta al sitio o inténtalo más tarde.',
  'service.notIncluded':
    'El bundler ({host}) aceptó la operación, pero no se confirmó en 2 minutos. Aún puede confirmarse: mira tu actividad antes de enviarla otra vez.',
  'service.reverted':
    'La operación llegó a la red pero falló allí: no se transfirió nada y se pagó la comisión de red.',
}
