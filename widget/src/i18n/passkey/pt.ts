import type { passkeyEn } from './en'

/** Brazilian Portuguese texts of the passkey wallet's panel. */
export const passkeyPt: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Sua chave de acesso é a única chave desta carteira. Não há frase de recuperação: se você perder a chave de acesso, ninguém (nem a Walletport, nem este site) poderá recuperar os fundos. Por segurança, adicione uma segunda chave de acesso em outro dispositivo.',
  'passkey.keys':
    '{count, plural, one {# chave de acesso é dona desta carteira e pode usá-la. Guarde suas chaves em dispositivos diferentes.} many {# chaves de acesso são donas desta carteira: qualquer uma delas pode usá-la. Guarde-as em dispositivos diferentes.} other {# chaves de acesso são donas desta carteira: qualquer uma delas pode usá-la. Guarde-as em dispositivos diferentes.}}',
  'passkey.onlyKeyRecoverable':
    'Sua chave de acesso é a única chave desta carteira. Se você perdê-la, seu endereço de recuperação {recoverer} poderá adicionar uma nova chave de acesso após o prazo abaixo. Uma segunda chave de acesso em outro dispositivo é mais rápida.',
  'passkey.synced':
    'Seu provedor de chaves de acesso informa que esta chave está sincronizada: ela está nos dispositivos conectados a esse provedor (por exemplo, as Chaves do iCloud ou o Gerenciador de Senhas do Google).',
  'passkey.deviceOnly':
    'Esta chave de acesso não está sincronizada: ela existe apenas neste dispositivo ou chave de segurança.',
  'passkey.syncUnknown':
    'Seu navegador não informou se esta chave de acesso está sincronizada com seus outros dispositivos.',
  'passkey.add': 'Adicionar uma segunda chave de acesso',
  'passkey.adding': 'Adicionando… crie a nova chave de acesso e confirme com a atual',
  'passkey.added': 'Pronto: a segunda chave de acesso agora também é dona desta carteira.',
  'passkey.addCancelled': 'Cancelado: nenhuma chave de acesso foi adicionada.',
  'passkey.addFailed': 'Não foi possível adicionar a segunda chave de acesso: {reason}',
  'permissions.title': 'Permissões para apps',
  'permissions.none': 'Nenhum site pode tirar nada desta carteira sem pedir a você.',
  'permissions.unreadable': 'Não foi possível ler as permissões desta carteira na rede. Tente novamente mais tarde.',
  'permissions.usedThisPeriod': 'Usado neste período: {used}. Termina {until}.',
  'permissions.usedInAll': 'Usado até agora: {used}. Termina {until}.',
  'permissions.revoke': 'Revogar',
  'permissions.revoking': 'Confira o pedido e confirme…',
  'recovery.title': 'Endereço de recuperação',
  'recovery.none':
    'Nenhum endereço de recuperação. Indique uma carteira que você tem em outro lugar (outro app de carteira, uma carteira de hardware, alguém de confiança): se você perder todas as chaves de acesso, ela poderá adicionar uma nova após {delay}, e qualquer uma das suas chaves de acesso poderá impedir isso nesse período.',
  'recovery.current':
    '{recoverer} pode propor uma nova chave de acesso para esta carteira; ela passa a valer {delay} depois, a menos que você cancele.',
  'recovery.address': 'Endereço de recuperação',
  'recovery.name': 'Definir endereço de recuperação',
  'recovery.change': 'Alterar endereço de recuperação',
  'recovery.invalid':
    'Digite um endereço: 0x e 40 caracteres hexadecimais (se misturar maiúsculas e minúsculas, o checksum precisa ser válido).',
  'recovery.self': 'Esta carteira não pode ser seu próprio endereço de recuperação.',
  'recovery.asking': 'Verifique o pedido e confirme…',
  'recovery.named': 'Pronto: {recoverer} é o endereço de recuperação desta carteira.',
  'recovery.rejected': 'Cancelado: nada foi alterado.',
  'recovery.failed': 'Não alterado: {reason}',
  'recovery.unreadable': 'Não foi possível ler as configurações de recuperação: {reason}',
  'recovery.pending':
    'Recuperação pendente: {recoverer} propôs uma nova chave de acesso para esta carteira. Ela pode passar a valer a partir de {time}. Se não foi você, cancele agora.',
  'recovery.ready':
    'Recuperação pronta: {recoverer} propôs uma nova chave de acesso, que qualquer pessoa já pode adicionar a esta carteira. Se não foi você, cancele agora.',
  'recovery.cancel': 'Cancelar a recuperação',
  'recovery.cancelLater': 'Primeiro conclua o pedido na tela e depois cancele a recuperação.',
  'recovery.cancelled': 'A recuperação foi cancelada.',
  'passkeyWindow.create': 'Criar sua carteira com chave de acesso',
  'passkeyWindow.use': 'Usar sua chave de acesso',
  'passkeyWindow.addPasskey': 'Adicionar uma segunda chave de acesso',
  'passkeyWindow.recover': 'Criar a nova chave de acesso da carteira que você está recuperando',
  'passkeyWindow.why':
    'A carteira não pode pedir sua chave de acesso dentro da página de {site} (o site ou este navegador não permite), então ela pede nesta janela própria. Sua chave de acesso funciona só para a carteira, nunca para o site.',
  'passkeyWindow.continue': 'Continuar com sua chave de acesso',
  'passkeyWindow.loading': 'Aguardando a carteira…',
  'passkeyWindow.orphan': 'Esta janela só funciona quando a carteira a abre.',
  'passkeyWindow.pressAgain':
    'Este navegador pede chaves de acesso em uma janela própria, não dentro desta página. Pressione o botão de novo para continuar lá.',
  'passkeyWindow.blocked':
    'O navegador bloqueou a janela da chave de acesso. Permita pop-ups para a carteira e tente de novo.',
  'passkey.unsupported':
    'Este navegador não pode manter uma carteira com chave de acesso: ele não oferece suporte a chaves de acesso (WebAuthn) aqui. Use outro navegador ou um app de carteira.',
  'recover.title': 'Recuperar uma carteira com chave de acesso',
  'recover.intro':
    'Perdeu a chave de acesso de uma carteira que indicou esta como endereço de recuperação? Proponha aqui uma nova chave de acesso para ela. Ela passa a valer após o prazo daquela carteira, a menos que uma das chaves de acesso dela cancele.',
  'recover.find': 'Encontrar carteiras que posso recuperar',
  'recover.searching': 'Procurando carteiras que indicam este endereço…',
  'recover.noneFound':
    'Nenhuma carteira com chave de acesso indicou este endereço recentemente. Digite o endereço da carteira, se você souber.',
  'recover.account': 'Endereço da carteira a recuperar',
  'recover.check': 'Verificar esta carteira',
  'recover.idle': '{account}: nenhuma recuperação pendente.',
  'recover.waiting': '{account}: uma nova chave de acesso foi proposta; ela pode passar a valer a partir de {time}.',
  'recover.ready': '{account}: o prazo terminou; a chave de acesso proposta já pode ser adicionada.',
  'recover.propose': 'Propor uma nova chave de acesso',
  'recover.proposeAgain': 'Propor outra chave de acesso no lugar',
  'recover.execute': 'Concluir a recuperação',
  'recover.asking': 'Crie a chave de acesso, se for solicitado, e depois verifique o pedido e confirme…',
  'recover.invalid': 'Digite o endereço da carteira: 0x e 40 caracteres hexadecimais.',
  'recover.notRecoverer':
    'Esta carteira não é o endereço de recuperação de {account}: só o endereço de recuperação dela pode propor uma nova chave de acesso.',
  'recover.notPasskeyAccount': '{account} não é uma carteira com chave de acesso deste serviço: nada foi enviado.',
  'recover.nothingPending':
    'Não há recuperação pendente para esta carteira: ela já foi concluída ou cancelada, ou nunca foi proposta.',
  'recover.notReady': 'Ainda não: o prazo desta recuperação não terminou.',
  'recover.checkDone': 'Esta carteira pode recuperar {account}.',
  'recover.proposeDone':
    'Proposta feita: sua nova chave de acesso poderá assumir {account} quando o prazo terminar. Volte então para concluir a recuperação.',
  'recover.warning':
    'Qualquer pessoa pode indicar sua carteira como endereço de recuperação. Só recupere uma carteira cujo endereço completo você sabe que é seu.',
  'recover.namedOn': 'Ela indicou esta carteira em {date}. Donos atuais: {owners}.',
  'recover.owners': 'Donos atuais: {owners}.',
  'recover.executeDone':
    'Pronto: sua nova chave de acesso agora é dona de {account}. Outros donos que ela ainda tem: {others} (o painel de donos dela os lista: remova os que você perdeu ou não conhece). Desconecte e escolha “Usar minha chave de acesso” para abri-la.',
  'recover.rejected': 'Cancelado: nada foi enviado.',
  'recover.passkeyLeft':
    'A chave de acesso criada para esta proposta continua no seu dispositivo, mas não abre nada: você pode apagá-la nas configurações de chaves de acesso do dispositivo.',
  'recover.failed': 'A recuperação falhou: {reason}',
  'owners.this': 'Chave de acesso {tag} (esta)',
  'owners.other': 'Chave de acesso {tag}',
  'owners.notPasskey':
    'Dono {tag}: outro tipo de dono (não é uma chave de acesso). Ele pode usar esta carteira como uma chave de acesso; remova-o, a menos que você o tenha adicionado.',
  'owners.unknownVerifier':
    'Dono {tag}: um tipo de dono desconhecido. Parece uma chave de acesso, mas suas assinaturas são verificadas por {verifier}, não pelo verificador de chaves de acesso desta carteira; então quem criou esse contrato decide o que ele aceita. Remova-o, a menos que você o tenha adicionado.',
  'owners.mixed':
    '{count, plural, one {# dono pode usar esta carteira, e não é uma chave de acesso: verifique-o abaixo.} many {# donos podem usar esta carteira, nem todos são chaves de acesso: verifique cada um abaixo.} other {# donos podem usar esta carteira, nem todos são chaves de acesso: verifique cada um abaixo.}}',
  'owners.remove': 'Remover',
  'owners.lastOne':
    'Esta é a única chave de acesso da carteira: ela não pode ser removida, senão ninguém poderia usar a carteira.',
  'owners.removeOther': 'Para remover a chave de acesso que você está usando, abra a carteira com outra.',
  'owners.removed': 'Pronto: a chave de acesso foi removida dos donos desta carteira.',
  'recovery.clear': 'Remover endereço de recuperação',
  'recovery.clearedDone': 'Pronto: esta carteira não tem endereço de recuperação.',
}
