import { applyEdit, type EditKind, type InputRule } from '@financeiro/domain';
import {
  useCallback,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type Ref,
} from 'react';

export interface TypedTextOptions {
  /** The domain rule that reads what is typed (`moneyRule()`, `percentRule()`, `dateRule`, ...). */
  rule: InputRule;
  /** The stored value in the unit the rule emits ('45000.50', '27.50', '2026-10-01'), '' when empty. */
  stored: string;
  /** The text for the stored value when the user is not editing it. */
  shown: string;
  /** The text for the stored value when the field gets the focus (default `shown`). */
  shownOnFocus?: string;
  /**
   * Keep a text that gave no value ('31/02/2026', '01/10') after the field loses the focus, so its
   * message has something to point at (default: show `shown` again).
   */
  keepTypedOnBlur?: boolean;
  /** Receives the rule's value when it differs from `stored`. */
  onValue: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref: Ref<HTMLInputElement>;
}

interface Draft {
  text: string;
  value: string;
}

/** What the browser did, from the input event (`inputType`), or from the length when it does not say. */
function editKind(event: ChangeEvent<HTMLInputElement>, before: string, pasted: boolean): EditKind {
  if (pasted) return 'paste';
  const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType ?? '';
  if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') return 'paste';
  if (inputType.startsWith('delete')) return inputType.includes('Forward') ? 'deleteForward' : 'deleteBackward';
  if (inputType === '' && event.target.value.length < before.length) return 'deleteBackward';
  return 'type';
}

function useMergedRef<T>(outer: Ref<T>) {
  const inner = useRef<T | null>(null);
  const merged = useCallback(
    (node: T | null) => {
      inner.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) (outer as { current: T | null }).current = node;
    },
    [outer],
  );
  return [inner, merged] as const;
}

/**
 * The props that make an `<input>` follow an input rule of `@financeiro/domain`: every keystroke,
 * backspace and paste goes through `applyEdit`; the field shows the rule's text with the caret where
 * the rule puts it, and the value goes to `onValue`. One implementation for every input kind.
 */
export function useTypedText(options: TypedTextOptions) {
  const { rule, stored, shown, shownOnFocus = shown, keepTypedOnBlur = false, onValue } = options;
  const [inner, ref] = useMergedRef(options.ref);
  const [focused, setFocused] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const caret = useRef<number | null>(null);
  const pasted = useRef<string | null>(null);

  let value: string;
  if (draft && draft.value === stored && (focused || keepTypedOnBlur)) value = draft.text;
  else value = focused ? shownOnFocus : shown;

  useLayoutEffect(() => {
    const position = caret.current;
    const input = inner.current;
    caret.current = null;
    if (position === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(position, position);
  });

  const inputProps = {
    ref,
    value,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      if (!keepTypedOnBlur) setDraft(null);
      options.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(false);
      if (!keepTypedOnBlur || draft?.value !== '') setDraft(null);
      options.onBlur?.(event);
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      pasted.current = event.clipboardData.getData('text');
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      const at = event.target.selectionStart ?? raw.length;
      const kind = editKind(event, value, pasted.current !== null);
      const next = applyEdit(rule, { before: value, raw, caret: at, kind, pasted: pasted.current ?? undefined });
      pasted.current = null;
      if (!next) {
        // Refused: React puts the text back; the caret goes back to where the key was pressed.
        caret.current = Math.max(0, at - Math.max(0, raw.length - value.length));
        refresh();
        return;
      }
      caret.current = next.caret;
      setFocused(true);
      setDraft({ text: next.text, value: next.value });
      if (next.value !== stored) onValue(next.value);
      else refresh();
    },
  };
  return {
    /** Spread on the `<input>`: ref, value and the focus, paste and change handlers. */
    inputProps,
    /** The text typed so far, while it is the one shown. */
    typed: draft && draft.value === stored ? draft.text : null,
    focused,
  };
}
