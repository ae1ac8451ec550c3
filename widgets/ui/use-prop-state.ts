/**
 * A state that starts from a prop and starts again from it whenever the prop
 * changes (an attribute set anew), while the reader may change it between.
 * The reset happens while rendering, not in an effect: a mount effect can run
 * after the reader's first keystroke or click and would erase it (a search box
 * once lost "keeper" that way).
 */
import { useState, type Dispatch, type SetStateAction } from "react";

/** `[value, setValue]` like useState(prop), reset to `prop` when `prop` changes (Object.is). */
export function usePropState<T>(prop: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(prop);
  const [seen, setSeen] = useState(prop);
  if (!Object.is(seen, prop)) {
    setSeen(prop);
    setValue(prop);
  }
  return [value, setValue];
}
