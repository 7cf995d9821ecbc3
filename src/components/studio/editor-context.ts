import { createContext, useContext } from "react";
import type { EditorAction } from "./document";
import type { EditorChoices } from "./types";

/** After a list change: the element to focus, and the sentence for the live region. */
export interface After {
  focus: string;
  /** Focus the first field inside `focus` rather than the element itself. */
  into?: boolean;
  say?: string;
}

/**
 * What every field needs from the editor. `edit` is stable and the messages change only with
 * a save, so memoised sections skip re-rendering while another one is typed in.
 */
export interface EditorApi {
  choices: EditorChoices;
  /** Server messages by the id of the element they belong to. */
  messages: ReadonlyMap<string, readonly string[]>;
  edit: (action: EditorAction, after?: After) => void;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error("useEditor outside PageEditor");
  return api;
}
