/**
 * Error codes (docs/decisions/0037-contracts-answer-codes.md). A contract names a problem a
 * person can fix by a code, never by words: `group.key`, where `group` is the name of an export
 * of a text module (e.g. `signupFieldMessages` of core/content/signup.ts) and `key` one of its
 * sentences. The edge turns a code into words in its language (core/message-codes.ts): the form
 * hook with the page's text modules, the server with its language's texts (server/texts.ts).
 * So no contract imports a text module, and a page carries only its own language's words.
 */

/** A code: the name of a text module's export and the key of a sentence in it. */
export type MessageCode<G extends string = string, K extends string = string> = `${G}.${K}`;

const registry = new Map<string, Set<string>>();

/**
 * The codes of one group, `{ key: 'group.key' }`, recorded so a test can check that every code a
 * contract may give has words in every language (core/contracts/codes.test.ts).
 */
export function codesOf<const G extends string, const K extends string>(group: G, keys: readonly K[]): { readonly [P in K]: MessageCode<G, P> } {
  const known = registry.get(group) ?? new Set<string>();
  registry.set(group, known);
  const codes: Record<string, string> = {};
  for (const key of keys) {
    known.add(key);
    codes[key] = `${group}.${key}`;
  }
  return codes as { readonly [P in K]: MessageCode<G, P> };
}

/** Every code the contracts loaded so far may give, as `group.key`. */
export function registeredCodes(): string[] {
  return [...registry].flatMap(([group, keys]) => [...keys].map((key) => `${group}.${key}`));
}

/**
 * A code with parameters its words need that the problem itself does not carry (a range's two
 * ends): `group.key?min=1&max=10`. Only these are given to the words then.
 */
export function withParams<C extends MessageCode>(code: C, params: Record<string, number | string>): C {
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${code}?${query}` as C;
}

/** True when a message is shaped like a code (`group.key`, maybe `?name=value&...`), not a sentence. */
export function isMessageCode(message: unknown): message is MessageCode {
  return typeof message === 'string' && /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*(\?[A-Za-z0-9_=&%.-]*)?$/.test(message);
}

/** A code's group, key and own parameters. */
export function parseMessageCode(code: MessageCode): { group: string; key: string; params?: Record<string, string | number> } {
  const [name = '', query] = code.split('?', 2);
  const [group = '', key = ''] = name.split('.', 2);
  if (query === undefined) return { group, key };
  const params: Record<string, string | number> = {};
  for (const pair of query.split('&')) {
    const [param = '', raw = ''] = pair.split('=', 2);
    const value = decodeURIComponent(raw);
    params[param] = value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return { group, key, params };
}
