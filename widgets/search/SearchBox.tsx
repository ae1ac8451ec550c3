/** Presentational search box: a search landmark with a labelled input and a button; strings come in as props. */
import type { FormEvent, KeyboardEvent, ReactNode } from "react";

export interface SearchBoxViewProps {
  value: string;
  boxLabel: string;
  inputLabel: string;
  placeholder: string;
  buttonLabel: string;
  maxLength: number;
  onChange(value: string, isComposing: boolean): void;
  onCompositionStart(): void;
  onCompositionEnd(value: string): void;
  /** @returns false when ignored */
  onSubmit(isComposing: boolean): boolean;
  isComposing(): boolean;
  /** shown after the input: the suggestions, once the reader has typed (SearchSuggest.lazy.tsx) */
  popup?: ReactNode;
}

export function SearchBox(p: SearchBoxViewProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    p.onSubmit(false);
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // the Enter that commits an IME composition (keyCode 229 in some browsers) must not submit
    if (e.key === "Enter" && (e.nativeEvent.isComposing || e.keyCode === 229 || p.isComposing())) e.preventDefault();
  };
  return (
    <form role="search" aria-label={p.boxLabel} part="form" className="form" onSubmit={submit}>
      <label htmlFor="pw-search-input" className="sr-only">
        {p.inputLabel}
      </label>
      <input
        id="pw-search-input"
        part="input"
        className="input"
        type="search"
        name="text"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value, (e.nativeEvent as InputEvent).isComposing === true)}
        onCompositionStart={p.onCompositionStart}
        onCompositionEnd={(e) => p.onCompositionEnd(e.currentTarget.value)}
        onKeyDown={keyDown}
      />
      {p.popup}
      <button type="submit" part="button" className="btn">
        {p.buttonLabel}
      </button>
    </form>
  );
}
