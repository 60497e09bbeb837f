import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_SENT_ATTRIBUTE, FIRST_SCREEN_STYLE_ID } from '@affnet/contracts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The fields that carry over, found again in the live page by their tag and name. */
const NAMED_FIELDS = 'input[name], select[name], textarea[name]';

const selectorOf = (field: Field) => `${field.localName}[name="${CSS.escape(field.name)}"]`;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed the field on the drawn page (its value is not the one the server wrote). */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Shows what was typed in the live field at once. Through the prototype's setter: React's own setter on the element
 * would note the value as known, and the input event that follows would not reach the page's onChange.
 */
function show(live: Field, drawn: Field) {
  const [property, value] = isCheckable(live)
    ? ['checked', (drawn as HTMLInputElement).checked]
    : ['value', drawn.value];
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live) as object, property)?.set?.call(live, value);
}

/** Tells the page a field changed, as typing does. */
function announce(live: Field) {
  live.dispatchEvent(new Event(isCheckable(live) ? 'click' : 'input', { bubbles: true }));
  live.dispatchEvent(new Event('change', { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One field per task: a page's handler may read the values of its last render (a form's state), so each change is
 * drawn before the next is told; a field not told yet is shown again first (the page's render may have reset it).
 * Then a form sent on the drawn screen is sent, with what the page now holds.
 */
async function announceAll(pairs: readonly (readonly [Field, Field])[], sent: HTMLFormElement | null) {
  for (const [live, drawn] of pairs) {
    await nextTask();
    show(live, drawn);
    announce(live);
  }
  await nextTask();
  sent?.requestSubmit();
}

/** Puts the caret (or selection) back where it was; fields such as email have none to put back. */
function restoreSelection(live: Field, drawn: Field) {
  if (!(live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement)) return;
  const { selectionStart, selectionEnd } = drawn as HTMLInputElement;
  try {
    if (selectionStart !== null && selectionEnd !== null) live.setSelectionRange(selectionStart, selectionEnd);
  } catch {
    // This kind of input keeps no selection.
  }
}

/**
 * Replaces the first screen the server drew (bootPage) by the live page, as the live page first shows: what the
 * visitor typed, the focus and a form already sent go over to their counterparts (same tag and name), so nothing
 * done before the dashboard's scripts ran is lost. Does nothing when there is no drawn first screen (or after the
 * first call).
 */
export function takeOverFirstScreen(live: ParentNode | null = document.getElementById('root')): void {
  const drawn = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!drawn) return;
  const fields = [...drawn.querySelectorAll<Field>(NAMED_FIELDS)];
  const focused = fields.find((field) => field === document.activeElement);
  const sent = drawn.querySelector(`form[${FIRST_SCREEN_SENT_ATTRIBUTE}]`);
  drawn.remove();
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  if (!live) return;
  const counterpart = (field: Field) => live.querySelector<Field>(selectorOf(field));
  const filled: [Field, Field][] = [];
  for (const field of fields.filter(isChanged)) {
    const match = counterpart(field);
    if (!match) continue;
    show(match, field);
    filled.push([match, field]);
  }
  if (focused) {
    const match = counterpart(focused);
    match?.focus();
    if (match) restoreSelection(match, focused);
  }
  const sentField = sent ? fields.find((field) => field.form === sent) : undefined;
  const form = sent ? ((sentField && counterpart(sentField)?.form) ?? live.querySelector('form')) : null;
  void announceAll(filled, form);
}
