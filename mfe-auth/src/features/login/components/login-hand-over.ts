export interface LoginValues {
  email: string;
  password: string;
}

/** What the light form hands to the live one: what was typed, and how to put back the focus and a submit. */
export interface LoginHandOver {
  values: LoginValues;
  /** Called by the live form once drawn: the focus and caret go back where they were; a submit is sent again. */
  resume: (form: HTMLFormElement) => void;
}

const typedIn = (form: HTMLFormElement, name: string) => {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.value : '';
};

/** The light form's state at the moment the live one replaces it. */
export function handOverFrom(form: HTMLFormElement, sent: boolean): LoginHandOver {
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && form.contains(active) ? active : null;
  const caret = focused ? { start: focused.selectionStart, end: focused.selectionEnd } : null;
  return {
    values: { email: typedIn(form, 'email'), password: typedIn(form, 'password') },
    resume(live) {
      const input = focused ? live.elements.namedItem(focused.name) : null;
      if (input instanceof HTMLInputElement) {
        input.focus();
        try {
          if (caret?.start != null && caret.end != null) input.setSelectionRange(caret.start, caret.end);
        } catch {
          // An email input keeps no selection.
        }
      }
      if (sent) live.requestSubmit();
    },
  };
}
