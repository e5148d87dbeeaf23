import { useT } from '../../i18n/useT'
import type { TypedDataReview } from '../../review/buildApprovalReview'
import type { FieldValue, TypedDataNode } from '../../review/typedDataFields'
import { tokenAmountText, unixTimeText } from './amounts'

/**
 * Typed data as it will be signed: a permit named as such first, then the domain and every field
 * of the message from its types, nested structs and arrays included. Nothing is cut: long data
 * scrolls inside its box.
 */
export function TypedDataDetails({ review, locale }: { review: TypedDataReview; locale: string }) {
  const t = useT()
  const { permit, tree } = review
  return (
    <>
      {permit && (
        <div className="warning danger" role="alert" data-testid="permit">
          <p>
            <strong>{t(`review.permit.${permit.kind}`)}</strong>
          </p>
          <dl className="review-list">
            <dt>{t('approval.spender')}</dt>
            <dd className="address" dir="ltr" data-testid="permit-spender">
              {permit.spender}
            </dd>
            {permit.grants.map((grant) => {
              const amount = tokenAmountText(grant.amount, review.tokens.get(grant.token.toLowerCase()), locale)
              return (
                <div key={grant.token} className="review-row" data-testid="permit-grant">
                  <dt>{t('send.amount')}</dt>
                  <dd>
                    {grant.unlimited
                      ? t('review.unlimited')
                      : amount.baseUnits
                        ? `${amount.text} ${t('review.baseUnits')}`
                        : amount.text}
                    <span className="token-ref address" dir="ltr">
                      <bdi dir="ltr">{review.tokens.get(grant.token.toLowerCase())?.symbol}</bdi>{' '}
                      <bdi dir="ltr">{grant.token}</bdi>
                    </span>
                  </dd>
                </div>
              )
            })}
            <dt>{t('review.expires')}</dt>
            <dd>{permit.expiresAt === undefined ? t('review.never') : unixTimeText(permit.expiresAt, locale)}</dd>
            {permit.signatureDeadline !== undefined && (
              <>
                <dt>{t('review.signatureDeadline')}</dt>
                <dd>{unixTimeText(permit.signatureDeadline, locale)}</dd>
              </>
            )}
          </dl>
          {permit.grants.some((grant) => grant.unlimited) && (
            <p data-testid="unlimited-approval">{t('review.permitUnlimited')}</p>
          )}
        </div>
      )}
      {/* One box that scrolls: the review stays short enough to be seen whole, whatever the data. */}
      <div
        className="scroll-box typed-data"
        tabIndex={0}
        aria-label={t('review.messageOf', { type: tree.primaryType })}
      >
        <h2>{t('review.domain')}</h2>
        <Fields nodes={tree.domain} testId="typed-domain" />
        <h2>{t('review.messageOf', { type: tree.primaryType })}</h2>
        <div data-testid="typed-message">
          <Fields nodes={tree.message} />
        </div>
      </div>
    </>
  )
}

function Fields({ nodes, testId }: { nodes: TypedDataNode[]; testId?: string }) {
  return (
    <dl className="typed-fields" data-testid={testId}>
      {nodes.map((node, index) => (
        <div key={index} className="typed-field">
          <dt>
            {node.name} <span className="muted">{node.type}</span>
          </dt>
          <dd>
            <Value value={node.value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Value({ value }: { value: FieldValue }) {
  switch (value.kind) {
    case 'address':
    case 'bytes':
      return (
        <span className="address" dir="ltr">
          {value.value}
        </span>
      )
    case 'number':
      return <span className="number">{value.value}</span>
    case 'bool':
      return <>{String(value.value)}</>
    case 'text':
      return <span className="message">{value.value}</span>
    case 'struct':
      return <Fields nodes={value.fields} />
    case 'array':
      return (
        <ol className="typed-array" start={0}>
          {value.items.map((item, index) => (
            <li key={index}>
              <Value value={item} />
            </li>
          ))}
        </ol>
      )
  }
}
