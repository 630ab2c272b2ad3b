/**
 * Deck files: export the open deck in any format (download or clipboard), and import a file
 * (chosen, or pasted) as a new deck, with every problem of a bad file listed by line.
 */
import { useEffect, useRef, useState } from "react";
import { DECK_FILE_FORMATS, type DeckFileFormat, type DeckMode, type ImportResult } from "../../../../app/shared/contract/collection";
import { decodeTextFile } from "../../../../app/shared/text-file";
import { useStore } from "../../store/index";

const FILE_FORMAT_NAMES: Record<DeckFileFormat, string> = {
  txt: "Plain text (.txt)",
  arena: "Arena (.txt)",
  dek: "MTGO (.dek)",
  cod: "Cockatrice (.cod)",
  dck: "Forge (.dck)",
};

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}

export function ExportControls() {
  const [format, setFormat] = useState<DeckFileFormat>("txt");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (how: "download" | "copy") => {
    setStatus(null);
    const r = await useStore.getState().exportDeck(format);
    if (!r.ok) return setStatus({ ok: false, text: r.error.message });
    if (how === "download") {
      download(r.value.text, r.value.fileName);
      setStatus({ ok: true, text: `Saved ${r.value.fileName}` });
    } else {
      try {
        await navigator.clipboard.writeText(r.value.text);
        setStatus({ ok: true, text: "Copied to the clipboard" });
      } catch {
        setStatus({ ok: false, text: "The clipboard is not available here; use Download." });
      }
    }
  };
  return (
    <div className="export-controls" role="group" aria-label="Export">
      <select className="select" aria-label="Export format" value={format} onChange={(e) => setFormat(e.target.value as DeckFileFormat)}>
        {DECK_FILE_FORMATS.map((f) => (
          <option key={f} value={f}>
            {FILE_FORMAT_NAMES[f]}
          </option>
        ))}
      </select>
      <button type="button" className="button" onClick={() => void run("download")}>
        Download
      </button>
      <button type="button" className="button" onClick={() => void run("copy")}>
        Copy
      </button>
      {status && (
        <span className={status.ok ? "export-status ok" : "export-status error"} role="status" data-testid="export-status">
          {status.text}
        </span>
      )}
    </div>
  );
}

export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(r: ImportResult): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [name, setName] = useState("");
  const [mode, setMode] = useState<DeckMode>("collection");
  const [errors, setErrors] = useState<{ head: string; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  /** A deck imported with lines left out: shown here until the player opens it. */
  const [partial, setPartial] = useState<ImportResult | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      setErrors(null);
      setPartial(null);
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 256 * 1024) {
      setErrors({ head: `${file.name} is too large for a deck file (at most 256 KiB).`, lines: [] });
      return;
    }
    // Not file.text(): that reads only UTF-8, and Notepad saves "Unicode" files as UTF-16.
    setText(decodeTextFile(new Uint8Array(await file.arrayBuffer())));
    if (!name) setName(file.name.replace(/\.[^.]+$/, ""));
    setErrors(null);
  };

  const submit = async () => {
    setBusy(true);
    setErrors(null);
    const r = await useStore.getState().importDeck({ text, mode, ...(name.trim() ? { name: name.trim() } : {}) });
    setBusy(false);
    if (!r.ok) {
      const [head, ...lines] = r.error.message.split("\n");
      setErrors({ head: head!, lines });
      return;
    }
    setText("");
    setName("");
    // Lines left out (an unknown card, cards the collection is short of): say so before opening it.
    if (r.value.leftOut.length) setPartial(r.value);
    else onImported(r.value);
  };

  return (
    <dialog ref={ref} className="import-dialog" aria-label="Import a deck" onClose={onClose} data-testid="import-dialog">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (!partial) return void submit();
          setPartial(null);
          onImported(partial);
        }}
      >
        {partial ? <LeftOutReport result={partial} /> : <>
        <header>
          <h2>Import a deck</h2>
          <button type="button" className="close" aria-label="Close" onClick={onClose}>×</button>
        </header>
        <p className="dim">Plain text, Arena, MTGO .dek, Cockatrice .cod or Forge .dck — the format is recognised from the content.</p>
        <div className="import-row">
          <label className="button file-button">
            Choose a file…
            <input type="file" accept=".txt,.dec,.dek,.cod,.dck,text/plain,application/xml" data-testid="import-file" onChange={(e) => void readFile(e.target.files?.[0])} />
          </label>
          <button
            type="button"
            className="button"
            onClick={async () => {
              try {
                setText(await navigator.clipboard.readText());
              } catch {
                setErrors({ head: "The clipboard can't be read here: paste into the box instead (Ctrl+V).", lines: [] });
              }
            }}
          >
            Paste from clipboard
          </button>
        </div>
        <textarea
          className="textarea"
          rows={10}
          aria-label="Deck file text"
          placeholder={"4 Lightning Bolt\n4 Llanowar Elves\n…\n\nSideboard\n2 Shatter"}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="import-text"
        />
        <div className="import-row">
          <label className="field grow">
            <span>Deck name (optional)</span>
            <input className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} aria-label="Imported deck name" />
          </label>
          <fieldset className="field mode-choice">
            <span>Cards</span>
            <label>
              <input type="radio" name="import-mode" checked={mode === "collection"} onChange={() => setMode("collection")} /> From my collection
            </label>
            <label>
              <input type="radio" name="import-mode" checked={mode === "freebuild"} onChange={() => setMode("freebuild")} /> Free build
            </label>
          </fieldset>
        </div>
        {errors && (
          <div className="import-errors" role="alert" data-testid="import-errors">
            <strong>{errors.head}</strong>
            {errors.lines.length > 0 && (
              <ul>
                {errors.lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <footer>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={busy || !text.trim()} title="Imports what it can and lists what was left out">
            {busy ? "Importing…" : "Import"}
          </button>
        </footer>
        </>}
      </form>
    </dialog>
  );
}

/** A deck imported with lines left out: what was imported, what was not and why, before it opens. */
function LeftOutReport({ result }: { result: ImportResult }) {
  const d = result.deck;
  const cards = d.main.length + d.sideboard.length;
  return (
    <>
      <header>
        <h2>Imported “{d.name}”</h2>
      </header>
      <div className="import-report" role="status" data-testid="import-report">
        <p>
          {cards} card{cards === 1 ? "" : "s"} imported. Left out:
        </p>
        <ul>
          {result.leftOut.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
        <p className="dim">Add the missing cards in the deck builder.</p>
      </div>
      <footer>
        <button type="submit" className="button primary">
          Open the deck
        </button>
      </footer>
    </>
  );
}
