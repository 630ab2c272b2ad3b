/**
 * The XML reader of the .dek and .cod deck files (app/host/collection/deck-formats/xml.ts, sax in
 * strict mode): DOCTYPE, entity definitions and other declarations are refused wherever they
 * stand, so nothing expands (billion laughs, external entities); malformed XML gets a clear
 * message with its line; a well-formed file gives its elements with the lines they start on.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseXml, XmlError } from "../../app/host/collection/deck-formats/xml";

const refused = (xml: string, message: RegExp | string, line?: number) =>
  assert.throws(() => parseXml(xml), (e: unknown) => {
    assert.ok(e instanceof XmlError, String(e));
    if (typeof message === "string") assert.equal(e.message, message);
    else assert.match(e.message, message);
    if (line !== undefined) assert.equal(e.line, line);
    return true;
  }, xml);

test("DOCTYPE, entity definitions and other declarations are refused, so no entity is ever expanded", () => {
  const laughs = '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">\n]>\n<Deck><Cards Name="&lol2;"/></Deck>';
  refused(laughs, "DOCTYPE and other declarations are not allowed");
  refused('<!DOCTYPE Deck SYSTEM "file:///etc/passwd"><Deck/>', "DOCTYPE and other declarations are not allowed", 1);
  refused('<Deck>\n<!DOCTYPE x></Deck>', "declarations are not allowed inside elements", 2);
  refused('<Deck>\n<!ENTITY x "y"></Deck>', "declarations are not allowed inside elements");
  refused("<Deck>\n<!ELEMENT Deck ANY></Deck>", "declarations are not allowed inside elements", 2);
  refused('<Deck Name="&xxe;"/>', "unknown entity &xxe;", 1);
});

test("malformed XML: a clear message with the line", () => {
  refused("", "the file has no XML element", 1);
  refused("4 Lightning Bolt", "the file has no XML element", 1);
  refused("<Deck>\n<Cards>\n</Deck>", "</Deck> closes <Cards>", 3);
  refused("<Deck>\n<Cards/>\n", "<Deck> is never closed");
  refused("<Deck/>\n<Deck/>", "text after the end of the document", 2);
  refused("<Deck/>\ntrailing", "text outside the document's element");
  refused("<Deck>\nBolt & Fog</Deck>", 'a bare "&" (write &amp;)', 2);
  refused("<Deck>&#0;</Deck>", "bad character reference &#0;", 1);
  refused("<a>" + "<b>".repeat(40), /nested too deeply/);
});

test("a well-formed file: elements, attributes, text and CDATA, with the line each element starts on", () => {
  const xml = parseXml('\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<!-- exported -->\n<Deck>\n  <Cards Quantity="4" Sideboard="false" Name="Jötun Grunt &amp; &#x4A;"/>\n  <Cards\n    Quantity="1"\n    Name=\'Fog\'/>\n  <Note><![CDATA[<b>]]> &lt;ok&gt;</Note>\n</Deck>\n');
  assert.equal(xml.name, "Deck");
  assert.equal(xml.line, 3);
  assert.deepEqual(xml.children.map((c) => [c.name, c.line, c.attrs]), [
    ["Cards", 4, { Quantity: "4", Sideboard: "false", Name: "Jötun Grunt & J" }],
    ["Cards", 5, { Quantity: "1", Name: "Fog" }],
    ["Note", 8, {}],
  ]);
  assert.equal(xml.children[2]!.text, "<b> <ok>");
});
