/// <reference path="./sax.d.ts" />
/**
 * The XML of the two XML deck formats (MTGO .dek and Cockatrice .cod), read with sax
 * (https://github.com/isaacs/sax-js) in strict mode: elements closed in order, one root element,
 * attributes (a repeated one keeps its first value: sax drops the others), text, CDATA and
 * comments, the five predefined entities plus character references. DOCTYPE and any other
 * declaration is refused, so no entity can be defined, let alone expanded (sax itself never
 * expands entities a DTD defines unless asked to: `unparsedEntities` stays off). Every element
 * knows the line it starts on, for error messages, and sax's errors are reworded for people.
 */
import sax, { type SaxParser } from "sax";

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

/** Deck files are two or three levels deep; a limit keeps the tree small. */
const MAX_DEPTH = 16;

export function parseXml(source: string): XmlElement {
  const src = source.replace(/^\uFEFF/, "");
  const lineStarts = [0];
  for (let i = src.indexOf("\n"); i >= 0; i = src.indexOf("\n", i + 1)) lineStarts.push(i + 1);
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
  const parser = sax.parser(true, { position: true, trim: false, normalize: false, xmlns: false, unparsedEntities: false });
  const fail = (message: string, line = parser.line + 1): never => {
    throw new XmlError(message, line);
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let startLine = 1;

  parser.onerror = (e) => fail(reword(e.message.split("\n")[0]!, parser, stack));
  parser.ondoctype = () => fail("DOCTYPE and other declarations are not allowed");
  parser.onsgmldeclaration = () => fail(stack.length ? "declarations are not allowed inside elements" : "DOCTYPE and other declarations are not allowed");
  // The line of the tag's "<" (sax's own line is where the name ends, maybe a line later).
  parser.onopentagstart = () => void (startLine = lineAt(parser.startTagPosition - 1));
  parser.onopentag = (tag) => {
    if (stack.length >= MAX_DEPTH) fail("elements nested too deeply");
    if (!stack.length && root) fail("text after the end of the document");
    const el: XmlElement = { name: tag.name, attrs: { ...tag.attributes }, children: [], text: "", line: startLine };
    if (stack.length) stack.at(-1)!.children.push(el);
    else root = el;
    stack.push(el);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  };
  parser.oncdata = (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  };
  if (!/<[A-Za-z_:]/.test(src)) fail("the file has no XML element", 1);
  parser.write(src).close();
  if (!root) return fail("the file has no XML element");
  return root;
}

/** sax's message (its first line), in the words the deck importer shows. */
function reword(message: string, parser: SaxParser, stack: XmlElement[]): string {
  // A `<!…>` that is neither a comment nor CDATA, still being read when the text ended.
  if (parser.sgmlDecl) return stack.length ? "declarations are not allowed inside elements" : "DOCTYPE and other declarations are not allowed";
  if (message === "Invalid character in entity name") return 'a bare "&" (write &amp;)';
  if (message === "Unexpected close tag" && stack.length) return `</${parser.tagName}> closes <${stack.at(-1)!.name}>`;
  if (message.startsWith("Unmatched closing tag")) return `</${parser.tagName}> closes nothing`;
  if (message === "Invalid character entity") return parser.entity.startsWith("#") ? `bad character reference &${parser.entity};` : `unknown entity &${parser.entity};`;
  if (message === "Unclosed root tag" && stack.length) return `<${stack.at(-1)!.name}> is never closed`;
  if (message.startsWith("Text data outside of root node") || message.startsWith("Non-whitespace before first tag")) return "text outside the document's element";
  if (message.startsWith("Inappropriately located doctype")) return "DOCTYPE and other declarations are not allowed";
  return message.replace(/\.$/, "");
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" } as const)[ch as "&"]};`);
}
