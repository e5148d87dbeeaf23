import type { ReviewKey } from './en'

/** Brazilian Portuguese texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewPt: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Dar a este site uma permissão para tirar da sua carteira',
  'approval.walletSetting': 'Alterar uma configuração da sua carteira',
  'approval.byWallet': 'Pedido pela sua carteira, não por {site}. Verifique cada linha antes de confirmar.',
  'approval.rebuilt': 'A carteira mudou de conta ou de rede, então esta revisão foi refeita. Verifique-a mais uma vez.',
  'approval.outcomeChanged':
    'Simulado de novo no momento da sua confirmação, isto agora faria algo diferente do que a revisão mostrou. Nada foi enviado: verifique a nova revisão e confirme de novo.',
  'review.account': 'Sua conta',
  'review.willRevert': 'A rede prevê que isto vai falhar: {reason}. Você pagaria a taxa mesmo assim.',
  'review.behavesDifferently':
    'Este contrato se comporta de outro jeito quando é observado: em uma segunda prévia, ele movimentou outros valores. O que ele mostra aqui pode não ser o que vai acontecer.',
  'review.transfer': 'Enviar {amount} para {to}',
  'review.transferFrom': 'Mover {amount} de {from} para {to}',
  'review.idOrUnits': '{amount} unidades base (ou item nº {amount})',
  'review.approve': 'Permitir que {spender} gaste {amount}',
  'review.increaseAllowance': 'Permitir que {spender} gaste mais {amount}',
  'review.permit2Approve': 'Permitir que {spender} gaste {amount} de {token} via Permit2, expira: {expiry}',
  'review.unlimited': 'um valor ilimitado',
  'review.never': 'nunca',
  'review.approveAll': 'Permitir que {operator} movimente todos os seus itens desta coleção',
  'review.revokeAll': 'Retirar a permissão de {operator} para esta coleção',
  'review.approveAllWarning':
    'Aprovação total: o operador poderia pegar todos os itens que você tem em {collection}, agora e depois.',
  'review.unknownCall': 'Chamada de contrato (função {selector})',
  'review.setRecovery':
    'Permite que {recoverer} proponha uma nova chave de acesso para esta carteira; ela passa a valer após {delay}, a menos que você cancele',
  'review.cancelRecovery': 'Cancela a recuperação pendente: a chave de acesso proposta não é adicionada',
  'review.clearRecovery':
    'Remove o endereço de recuperação: ninguém poderá propor uma nova chave de acesso para esta carteira',
  'review.permit.permit': 'Permissão de token (EIP-2612): esta assinatura permite que o autorizado pegue seus tokens',
  'review.permit.daiPermit':
    'Permissão de token (estilo DAI): esta assinatura permite que o autorizado pegue seus tokens',
  'review.permit.permit2Single': 'Autorização Permit2: esta assinatura permite que o autorizado pegue seus tokens',
  'review.permit.permit2Batch':
    'Autorização Permit2 para vários tokens: esta assinatura permite que o autorizado os pegue',
  'review.permit.permit2TransferFrom':
    'Transferência Permit2: esta assinatura permite que o autorizado pegue seus tokens uma vez',
  'review.permit.permit2BatchTransferFrom':
    'Transferência Permit2 de vários tokens: esta assinatura permite que o autorizado os pegue uma vez',
  'review.permitUnlimited': 'Ilimitado: o autorizado poderia pegar todos esses tokens que você tem, agora e depois.',
  'review.expires': 'A permissão termina',
  'review.signatureDeadline': 'Assinatura utilizável até',
  'review.domain': 'Assinado para',
  'review.messageOf': 'Dados ({type})',
  'review.hexOnly': 'Estes bytes não são texto, por isso são mostrados como estão.',
  'review.blindHash':
    'Isto é um hash de 32 bytes: o que ele representa não pode ser mostrado. Ele poderia aprovar uma transação ou uma permissão de token. Assine só se você confiar totalmente neste site.',
  'review.signInSite': 'Faz seu login em',
  'review.signInStatement': 'O site diz',
  'review.signInIssued': 'Emitido',
  'review.signInNotBefore': 'Válido a partir de',
  'review.signInExpires': 'O login expira',
  'review.signInUri': 'Para',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID do pedido',
  'review.signInResources': 'Também atesta',
  'review.signInResourcesNote':
    'Ao assinar, você também atesta estes recursos: um site pode interpretá-los como direitos que você concede a ele. Este login é confirmado em uma janela segura.',
  'review.signInChain': 'rede {chainId}',
  'review.signInText': 'A mensagem completa, como assinada',
  'review.siweDomain':
    'Esta mensagem de login é para {messageDomain}, mas o site que está pedindo é {hostDomain}. Assiná-la poderia fazer login naquele outro site como se fosse você.',
  'review.siweChain': 'Esta mensagem de login é para a rede {messageChainId}, mas sua carteira está na rede {chainId}.',
  'review.invisible':
    'O texto contém caracteres invisíveis ou que mudam a direção da escrita; eles são mostrados como marcadores ⟨U+…⟩.',
  'batch.atomicCalls':
    '{count, plural, one {# chamada, tudo ou nada em uma única operação} many {# chamadas, tudo ou nada em uma única operação} other {# chamadas, tudo ou nada em uma única operação}}',
  'batch.atomicCaveat':
    'As chamadas são executadas juntas em uma única operação da sua carteira com chave de acesso: ou todas acontecem, ou nenhuma.',
  'batch.builderCodes': 'Códigos de criador',
  'batch.builderCodesNote':
    'A atribuição do site (ERC-8021), adicionada ao final do que é enviado para que o app receba o crédito: não move nada e está na prévia.',
  'review.addSigner':
    'Adiciona uma nova chave de acesso como dona desta carteira: ela poderá usar a carteira tão plenamente quanto a sua',
  'review.removeSigner': 'Remove a chave de acesso {tag} dos donos desta carteira: ela não poderá mais usá-la',
  'review.proposeRecovery':
    'Propõe, como endereço de recuperação, uma nova chave de acesso como dona da carteira {account}: ela passa a valer após o prazo daquela carteira, a menos que uma das chaves de acesso dela cancele. Substitui qualquer proposta pendente para aquela carteira e reinicia o prazo',
  'review.grantPeriodic':
    '{site} poderá tirar até {amount} a cada {period} desta carteira, até {until}, retirado por {redeemer}',
  'review.grantStream':
    '{site} poderá tirar {initial} de uma vez, depois {rate} por segundo, até {max} no total, desta carteira até {until}, retirado por {redeemer}',
  'review.grantAllowance':
    '{site} poderá tirar até {amount} no total desta carteira, até {until}, retirado por {redeemer}',
  'review.grantAnyRecipient':
    'Esse endereço pode enviá-lo para qualquer endereço: esta permissão limita o que sai desta carteira, não para onde vai.',
  'review.grantTotal':
    'No máximo {total} no total antes de terminar. Você pode revogá-la a qualquer momento na carteira.',
  'review.grantStarts': 'Ela não pode ser usada antes de {start}.',
  'review.revokeUntilIncluded':
    'Até a revogação entrar na rede, o site ainda pode tirar o que a permissão permite agora.',
  'review.grantToken': 'Contrato do token: {token}',
  'review.revokePermission': 'Revoga a permissão nº {id}: o site dela não poderá tirar mais nada desta carteira',
  'review.executeRecovery':
    'Conclui a recuperação da carteira {account}: a chave de acesso proposta para ela passa a ser dona',
}
