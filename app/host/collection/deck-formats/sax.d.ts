/** The part of sax (https://github.com/isaacs/sax-js, 1.6) that deck-formats/xml.ts uses; the package ships no types. */
declare module "sax" {
  export interface SaxTag {
    name: string;
    attributes: Record<string, string>;
    isSelfClosing: boolean;
  }
  export interface SaxParser {
    /** 0-based line of the character being read. */
    line: number;
    /** The entity being read, without & and ; (set when "Invalid character entity" is reported). */
    entity: string;
    /** The name of the close tag being read (set when "Unexpected close tag" is reported). */
    tagName: string;
    tags: SaxTag[];
    /** Characters read up to and including the `<` of the tag being read. */
    startTagPosition: number;
    /** The text of a `<!…>` declaration being read (non-empty while one is). */
    sgmlDecl: string;
    onerror: (e: Error) => void;
    onopentagstart: (tag: { name: string }) => void;
    onopentag: (tag: SaxTag) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    oncdata: (text: string) => void;
    ondoctype: (doctype: string) => void;
    onsgmldeclaration: (decl: string) => void;
    write(chunk: string): SaxParser;
    close(): SaxParser;
  }
  const sax: { parser(strict: boolean, opt?: { position?: boolean; trim?: boolean; normalize?: boolean; xmlns?: boolean; unparsedEntities?: boolean }): SaxParser };
  export default sax;
}
