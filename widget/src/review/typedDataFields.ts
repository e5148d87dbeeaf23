import { getAddress } from 'viem'
import { WalletportError } from '../../../protocol/errors'
import { isPlainObject } from '../../../protocol/guards'
import { DOMAIN_FIELDS, type TypedDataField, type TypedDataRequest } from '../../../protocol/parseTypedData'
import { visibleText } from './visibleText'

export type FieldValue =
  | { kind: 'address'; value: `0x${string}` }
  /** Exact decimal, from a bigint: never rounded through a float. */
  | { kind: 'number'; value: string }
  | { kind: 'bool'; value: boolean }
  /** Through `visibleText`: hidden characters are shown as markers. */
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: `0x${string}` }
  | { kind: 'struct'; type: string; fields: TypedDataNode[] }
  | { kind: 'array'; type: string; items: FieldValue[] }

/** One field; `name` is through `visibleText` (field names are host-chosen strings). */
export type TypedDataNode = { name: string; type: string; value: FieldValue }

export type TypedDataTree = { domain: TypedDataNode[]; primaryType: string; message: TypedDataNode[] }

const ARRAY_TYPE = /^(.+)\[(\d*)\]$/

/**
 * The review's model of typed data from `parseTypedData`: every field of the domain and the message,
 * in the order the types declare them (the order they are hashed in), with nothing cut or summarised.
 */
export function typedDataFields(data: TypedDataRequest): TypedDataTree {
  const domainType = Object.hasOwn(data.types, 'EIP712Domain')
    ? data.types.EIP712Domain!
    : DOMAIN_FIELDS.filter((entry) => Object.hasOwn(data.domain, entry.name))
  return {
    domain: structNodes(data.types, domainType, data.domain),
    primaryType: data.primaryType,
    message: structNodes(data.types, structType(data.types, data.primaryType), data.message),
  }
}

function structType(types: TypedDataRequest['types'], type: string): TypedDataField[] {
  if (!Object.hasOwn(types, type)) throw invalid(`unknown type ${type}`)
  return types[type]!
}

function structNodes(types: TypedDataRequest['types'], fields: TypedDataField[], value: unknown): TypedDataNode[] {
  if (!isPlainObject(value)) throw invalid('expected a struct value')
  return fields.map((entry) => ({
    name: visibleText(entry.name),
    type: entry.type,
    value: fieldValue(types, entry.type, Object.hasOwn(value, entry.name) ? value[entry.name] : undefined),
  }))
}

function fieldValue(types: TypedDataRequest['types'], type: string, value: unknown): FieldValue {
  const array = ARRAY_TYPE.exec(type)
  if (array) {
    if (!Array.isArray(value)) throw invalid(`expected an array for ${type}`)
    return { kind: 'array', type, items: value.map((item: unknown) => fieldValue(types, array[1]!, item)) }
  }
  if (type === 'address') return { kind: 'address', value: getAddress(hex(value)) }
  if (type === 'bool') {
    if (typeof value !== 'boolean') throw invalid('expected a boolean')
    return { kind: 'bool', value }
  }
  if (type === 'string') {
    if (typeof value !== 'string') throw invalid('expected a string')
    return { kind: 'text', value: visibleText(value) }
  }
  if (/^bytes\d*$/.test(type)) return { kind: 'bytes', value: hex(value) }
  if (/^u?int\d*$/.test(type)) {
    if (typeof value !== 'number' && typeof value !== 'string') throw invalid('expected an integer')
    return { kind: 'number', value: BigInt(value).toString() }
  }
  return { kind: 'struct', type, fields: structNodes(types, structType(types, type), value) }
}

function hex(value: unknown): `0x${string}` {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) throw invalid('expected 0x hex')
  return value as `0x${string}`
}

function invalid(message: string): WalletportError {
  return new WalletportError('INVALID_REQUEST', `typed data: ${message}`)
}
