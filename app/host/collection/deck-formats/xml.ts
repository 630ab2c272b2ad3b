/**
 * A small strict XML reader for the two XML deck formats (MTGO .dek and
 * Cockatrice .cod). Elements, attributes, text, CDATA, comments and the five
 * predefined entities plus character references; DOCTYPE is refused, so no
 * entity can expand. Every element knows its line for error messages.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

export class XmlError extends Error {
  constructor(message: string, readonly line: number) {
    super(message);
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Deck files are two or three levels deep; a limit keeps recursion bounded. */
const MAX_DEPTH = 16;
const NAME_RE = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;

export function parseXml(source: string): XmlElement {
  const src = source.replace(/^\uFEFF/, "");
  let pos = 0;
  const lineStarts = [0];
  for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineAt = (p: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const fail = (message: string, at = pos): never => {
    throw new XmlError(message, lineAt(at));
  };
  const decode = (raw: string, at: number): string =>
    raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);|&/g, (m, ref: string | undefined) => {
      if (!ref) return fail('a bare "&" (write &amp;)', at);
      if (ref[0] === "#") {
        const cp = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!(cp > 0 && cp <= 0x10ffff)) fail(`bad character reference ${m}`, at);
        return String.fromCodePoint(cp);
      }
      const ch = ENTITIES[ref];
      return ch ?? fail(`unknown entity ${m}`, at);
    });
  const skipMisc = (): void => {
    for (;;) {
      while (pos < src.length && /\s/.test(src[pos]!)) pos++;
      if (src.startsWith("<?", pos)) {
        const end = src.indexOf("?>", pos);
        if (end < 0) fail("unterminated <? ... ?>");
        pos = end + 2;
      } else if (src.startsWith("<!--", pos)) {
        const end = src.indexOf("-->", pos);
        if (end < 0) fail("unterminated comment");
        pos = end + 3;
      } else if (src.startsWith("<!", pos) && !src.startsWith("<![CDATA[", pos)) {
        fail("DOCTYPE and other declarations are not allowed");
      } else return;
    }
  };
  const readName = (): string => {
    NAME_RE.lastIndex = pos;
    const m = NAME_RE.exec(src);
    if (!m) return fail("expected a name");
    pos += m[0].length;
    return m[0];
  };

  const readElement = (depth: number): XmlElement => {
    const start = pos;
    if (depth > MAX_DEPTH) fail("elements nested too deeply");
    if (src[pos] !== "<") fail("expected an element");
    pos++;
    const el: XmlElement = { name: readName(), attrs: {}, children: [], text: "", line: lineAt(start) };
    for (;;) {
      const ws = pos;
      while (pos < src.length && /\s/.test(src[pos]!)) pos++;
      if (src.startsWith("/>", pos)) {
        pos += 2;
        return el;
      }
      if (src[pos] === ">") {
        pos++;
        break;
      }
      if (pos >= src.length) fail(`unterminated <${el.name}>`, start);
      if (ws === pos) fail(`expected a space before the attribute in <${el.name}>`);
      const attrAt = pos;
      const key = readName();
      while (/\s/.test(src[pos] ?? "")) pos++;
      if (src[pos] !== "=") fail(`expected = after ${key}`);
      pos++;
      while (/\s/.test(src[pos] ?? "")) pos++;
      const quote = src[pos];
      if (quote !== '"' && quote !== "'") fail(`expected a quoted value for ${key}`);
      const end = src.indexOf(quote!, pos + 1);
      if (end < 0) fail(`unterminated value for ${key}`);
      const raw = src.slice(pos + 1, end);
      if (raw.includes("<")) fail(`"<" in the value of ${key}`);
      if (key in el.attrs) fail(`duplicate attribute ${key}`, attrAt);
      el.attrs[key] = decode(raw, attrAt);
      pos = end + 1;
    }
    // Content
    for (;;) {
      if (pos >= src.length) fail(`<${el.name}> is never closed`, start);
      if (src.startsWith("</", pos)) {
        pos += 2;
        const name = readName();
        if (name !== el.name) fail(`</${name}> closes <${el.name}>`);
        while (/\s/.test(src[pos] ?? "")) pos++;
        if (src[pos] !== ">") fail(`expected > after </${name}`);
        pos++;
        return el;
      }
      if (src.startsWith("<!--", pos)) {
        const end = src.indexOf("-->", pos);
        if (end < 0) fail("unterminated comment");
        pos = end + 3;
      } else if (src.startsWith("<![CDATA[", pos)) {
        const end = src.indexOf("]]>", pos);
        if (end < 0) fail("unterminated CDATA");
        el.text += src.slice(pos + 9, end);
        pos = end + 3;
      } else if (src.startsWith("<?", pos)) {
        const end = src.indexOf("?>", pos);
        if (end < 0) fail("unterminated <? ... ?>");
        pos = end + 2;
      } else if (src.startsWith("<!", pos)) {
        fail("declarations are not allowed inside elements");
      } else if (src[pos] === "<") {
        el.children.push(readElement(depth + 1));
      } else {
        const next = src.indexOf("<", pos);
        const end = next < 0 ? src.length : next;
        el.text += decode(src.slice(pos, end), pos);
        pos = end;
      }
    }
  };

  skipMisc();
  if (pos >= src.length) fail("the file has no XML element");
  const root = readElement(1);
  skipMisc();
  if (pos < src.length) fail("text after the end of the document");
  return root;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" } as const)[ch as "&"]};`);
}
