/** The search-syntax box: searches as you type (debounced) and shows the host's parse error with a caret. */
import { useEffect, useRef } from "react";
import type { SearchError } from "./query";

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  onSearch(): void;
  error: SearchError | null;
  placeholder?: string;
  label?: string;
}

export function SearchBox({ value, onChange, onSearch, error, placeholder, label = "Search cards" }: SearchBoxProps) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(onSearch, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <div className={`search-box${error ? " has-error" : ""}`}>
      <span className="search-box__icon" aria-hidden="true">⌕</span>
      <input
        type="search"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "search-error" : undefined}
        spellCheck={false}
        autoComplete="off"
        placeholder={placeholder ?? 'Search: bolt · t:creature c:r pow>=3 · o:"draw a card" · s:lea r:rare'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") onSearch();
        }}
      />
      {error && (
        <div className="search-error" id="search-error" role="alert" data-testid="search-error">
          <span>{error.message}</span>
          {error.position !== null && (
            <code className="search-error__where" aria-hidden="true">
              {value.slice(0, error.position - 1)}
              <mark>{value.slice(error.position - 1, error.position) || " "}</mark>
              {value.slice(error.position)}
            </code>
          )}
        </div>
      )}
    </div>
  );
}
