/**
 * Parser for the typed data of `eth_signTypedData_v4` (EIP-712), which a hostile host page sends.
 * What comes out is what the visitor reviews and signs: every declared field present, nothing
 * undeclared, every value checked against its type, in fresh objects holding only the values read here.
 */

import { describe, fail, field, isChainId, isPlainObject, type PlainObject } from './guards'
import { basicType, checkBasic, MAX_INTEGER_TEXT } from './typedDataBasicTypes'

export type TypedDataField = { name: string; type: string }

export type TypedDataRequest = {
  domain: Record<string, unknown>
  types: Record<string, TypedDataField[]>
  primaryType: string
  message: Record<string, unknown>
}

const MAX_JSON = 1_000_000
const MAX_NAME = 256
const MAX_TYPES = 200
const MAX_FIELDS = 200
/** Array items across the whole request, nested arrays included. */
const MAX_ELEMENTS = 10_000
const MAX_DEPTH = 32
/**
 * Values (fields and array items) across the whole request. Every one is rendered, nothing cut, so a
 * request that could never be read through must not stall the widget either.
 */
const MAX_VALUES = 100_000
const STRUCT_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const FIELD_TYPE = /^[A-Za-z_$][A-Za-z0-9_$]*(\[\d*\])*$/
const ARRAY_TYPE = /^(.+)\[(\d*)\]$/
/** Names a struct may not take: they read as (possibly malformed) basic types. */
const BASIC_NAME = /^(address|bool|string|bytes\d*|u?int\d*)$/

/**
 * The domain fields a wallet infers when `types.EIP712Domain` is absent (viem does the same), in
 * EIP-712 order. The parsed request always carries the type, so every signer hashes the domain shown.
 */
export const DOMAIN_FIELDS: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
]

/** Per-call state shared by domain and message: the types, their field names, the array-item budget. */
type Context = {
  types: Record<string, TypedDataField[]>
  names: Map<string, Set<string>>
  elements: number
  values: number
}

/**
 * Parses the second parameter of `eth_signTypedData_v4`: a JSON string or a plain object.
 * Throws `WalletportError('INVALID_REQUEST')` naming the path of the first problem found. Values
 * keep their JSON form (numbers and strings), so the result can be forwarded to a wallet as is.
 */
export function parseTypedData(raw: unknown): TypedDataRequest {
  const data = typeof raw === 'string' ? parseJson(raw) : raw
  if (!isPlainObject(data)) fail(`typed data: expected an object or its JSON, got ${describe(data)}`)

  const types = parseTypes(field(data, 'types'))
  const domain = field(data, 'domain')
  if (!isPlainObject(domain)) fail(`domain: expected an object, got ${describe(domain)}`)
  if (!Object.hasOwn(types, 'EIP712Domain')) types.EIP712Domain = inferDomainType(domain)

  const primaryType = field(data, 'primaryType')
  if (typeof primaryType !== 'string' || !Object.hasOwn(types, primaryType)) {
    fail(`primaryType: expected the name of a type in types, got ${describe(primaryType)}`)
  }
  // Signers hash only the domain for this primary type: a message shown beside it would not be signed.
  if (primaryType === 'EIP712Domain') {
    fail('primaryType: EIP712Domain signs no message; refused, as a review could show one that is not signed')
  }
  const message = field(data, 'message')
  if (!isPlainObject(message)) fail(`message: expected an object, got ${describe(message)}`)

  const names = new Map(Object.keys(types).map((name) => [name, new Set(types[name]!.map((entry) => entry.name))]))
  const context: Context = { types, names, elements: 0, values: 0 }
  return {
    domain: checkStruct(context, 'EIP712Domain', domain, 'domain', 0),
    types,
    primaryType,
    message: checkStruct(context, primaryType, message, 'message', 0),
  }
}

/**
 * The chain the typed data is bound to, from `domain.chainId` (a number, decimal or 0x string), or
 * undefined when the domain names none. Anything that is not a chain id is refused.
 */
export function typedDataChainId(data: TypedDataRequest): number | undefined {
  const value = field(data.domain, 'chainId')
  if (value === undefined) return undefined
  let id: unknown = value
  if (typeof value === 'string' && value.length <= MAX_INTEGER_TEXT && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) {
    const big = BigInt(value)
    id = big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : undefined
  }
  if (!isChainId(id)) fail(`domain.chainId: expected a chain id, got ${describe(value)}`)
  return id
}

function parseJson(text: string): unknown {
  if (text.length > MAX_JSON) fail(`typed data: JSON longer than ${MAX_JSON} characters`)
  try {
    return JSON.parse(text)
  } catch {
    fail('typed data: not valid JSON')
  }
}

function parseTypes(raw: unknown): Record<string, TypedDataField[]> {
  if (!isPlainObject(raw)) fail(`types: expected an object, got ${describe(raw)}`)
  const names = Reflect.ownKeys(raw)
  if (names.length > MAX_TYPES) fail(`types: more than ${MAX_TYPES} types`)
  const types: Record<string, TypedDataField[]> = {}
  for (const name of names) {
    if (typeof name !== 'string' || name.length > MAX_NAME || !STRUCT_NAME.test(name) || name === '__proto__') {
      fail(`types: ${describe(String(name))} is not a valid type name`)
    }
    if (BASIC_NAME.test(name)) fail(`types.${name}: a struct cannot take the name of a basic type`)
    types[name] = parseFields(field(raw, name), `types.${name}`)
  }
  // Every type named anywhere must resolve, even in a struct the message does not reach.
  for (const name of Object.keys(types)) {
    for (const entry of types[name]!) checkFieldType(types, entry.type, `types.${name}.${entry.name}`)
  }
  return types
}

function parseFields(raw: unknown, path: string): TypedDataField[] {
  if (!Array.isArray(raw)) fail(`${path}: expected an array of fields, got ${describe(raw)}`)
  if (raw.length > MAX_FIELDS) fail(`${path}: more than ${MAX_FIELDS} fields`)
  const seen = new Set<string>()
  const fields: TypedDataField[] = []
  for (let i = 0; i < raw.length; i++) {
    const entry: unknown = raw[i]
    const at = `${path}[${i}]`
    if (!isPlainObject(entry)) fail(`${at}: expected {name, type}, got ${describe(entry)}`)
    const name = field(entry, 'name')
    const type = field(entry, 'type')
    // `__proto__` as a field name would turn into a prototype in any later copy of the message.
    if (typeof name !== 'string' || name === '' || name.length > MAX_NAME || name === '__proto__') {
      fail(`${at}.name: expected a field name of 1 to ${MAX_NAME} characters, got ${describe(name)}`)
    }
    if (typeof type !== 'string' || type.length > MAX_NAME || !FIELD_TYPE.test(type)) {
      fail(`${at}.type: expected a type name, got ${describe(type)}`)
    }
    if (seen.has(name)) fail(`${path}: field ${describe(name)} declared twice`)
    seen.add(name)
    fields.push({ name, type })
  }
  return fields
}

function checkFieldType(types: Record<string, TypedDataField[]>, type: string, path: string): void {
  let base = type
  for (let array = ARRAY_TYPE.exec(base); array; array = ARRAY_TYPE.exec(base)) {
    const length = array[2]!
    if (length !== '' && !(Number(length) >= 1 && Number(length) <= MAX_ELEMENTS)) {
      fail(`${path}: array length in ${describe(type)} must be 1 to ${MAX_ELEMENTS}`)
    }
    base = array[1]!
  }
  if (!basicType(base) && !Object.hasOwn(types, base)) fail(`${path}: unknown type ${describe(base)}`)
}

/** Only the standard domain fields can be inferred; anything else must be declared to be signed. */
function inferDomainType(domain: PlainObject): TypedDataField[] {
  for (const key of Reflect.ownKeys(domain)) {
    if (typeof key !== 'string' || !DOMAIN_FIELDS.some((entry) => entry.name === key)) {
      fail(`domain: ${describe(String(key))} is not an EIP-712 domain field (declare it in types.EIP712Domain)`)
    }
  }
  return DOMAIN_FIELDS.filter((entry) => Object.hasOwn(domain, entry.name)).map((entry) => ({ ...entry }))
}

/**
 * Checks a struct value and returns a copy of its declared fields. A key the type does not declare is
 * refused: signers ignore it, so showing it could only mislead.
 */
function checkStruct(context: Context, type: string, value: unknown, path: string, depth: number): PlainObject {
  if (depth > MAX_DEPTH) fail(`${path}: nested deeper than ${MAX_DEPTH} levels`)
  if (!isPlainObject(value)) fail(`${path}: expected a ${type} object, got ${describe(value)}`)
  const fields = context.types[type]!
  const declared = context.names.get(type)!
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string' || !declared.has(key)) {
      const label = typeof key === 'string' && key.length <= 64 ? key : describe(String(key))
      fail(`${path}.${label}: not a field of ${type}, refused because it would not be signed`)
    }
  }
  const copy: PlainObject = {}
  for (const entry of fields) {
    const at = `${path}.${entry.name}`
    const fieldValue = field(value, entry.name)
    if (fieldValue === undefined) fail(`${at}: missing (${entry.type})`)
    copy[entry.name] = checkValue(context, entry.type, fieldValue, at, depth + 1)
  }
  return copy
}

function checkValue(context: Context, type: string, value: unknown, path: string, depth: number): unknown {
  if (++context.values > MAX_VALUES) fail(`${path}: more than ${MAX_VALUES} values in the typed data`)
  const array = ARRAY_TYPE.exec(type)
  if (array) return checkArray(context, array[1]!, array[2]!, value, path, depth)
  const basic = basicType(type)
  if (basic) return checkBasic(basic, type, value, path)
  if (Object.hasOwn(context.types, type)) return checkStruct(context, type, value, path, depth)
  return fail(`${path}: unknown type ${describe(type)}`)
}

function checkArray(
  context: Context,
  itemType: string,
  length: string,
  value: unknown,
  path: string,
  depth: number,
): unknown[] {
  if (depth > MAX_DEPTH) fail(`${path}: nested deeper than ${MAX_DEPTH} levels`)
  if (!Array.isArray(value)) fail(`${path}: expected an array of ${itemType}, got ${describe(value)}`)
  if (length !== '' && value.length !== Number(length)) fail(`${path}: expected ${length} items, got ${value.length}`)
  context.elements += value.length
  if (context.elements > MAX_ELEMENTS) fail(`${path}: more than ${MAX_ELEMENTS} array items in the typed data`)
  const items: unknown[] = []
  for (let i = 0; i < value.length; i++) items.push(checkValue(context, itemType, value[i], `${path}[${i}]`, depth + 1))
  return items
}
