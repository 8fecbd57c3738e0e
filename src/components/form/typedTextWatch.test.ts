// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { watchTypedText, type TypedText } from './typedTextWatch';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function watch() {
  const seen: TypedText[] = [];
  stop = watchTypedText(document, (text) => seen.push(text));
  return seen;
}

/** Types `value` into the element and leaves it, as the browser reports it. */
function commit(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('watchTypedText', () => {
  it('reports values committed in any form’s text fields, by field name', () => {
    document.body.innerHTML = `
      <form><input name="first_name"><textarea name="description"></textarea></form>
      <div role="dialog"><input type="search" aria-label="Search products"></div>`;
    const seen = watch();

    commit(document.querySelector('input[name=first_name]')!, '<script>alert(1)</script>');
    commit(document.querySelector('textarea')!, 'A long description');
    commit(document.querySelector('input[type=search]')!, 'javascript:alert(1)');

    expect(seen).toEqual([
      { field: 'first_name', value: '<script>alert(1)</script>' },
      { field: 'description', value: 'A long description' },
      { field: 'Search products', value: 'javascript:alert(1)' },
    ]);
  });

  it('never reads a password, a checkbox or an empty field', () => {
    document.body.innerHTML = `<form>
      <input type="password" name="password"><input type="checkbox" name="agree"><input name="code">
    </form>`;
    const seen = watch();

    commit(document.querySelector('input[type=password]')!, '<script>');
    commit(document.querySelector('input[type=checkbox]')!, 'on');
    commit(document.querySelector('input[name=code]')!, '');

    expect(seen).toEqual([]);
  });

  it('reports a field once per value, even if its own handler stops the event', () => {
    document.body.innerHTML = `<input name="city">`;
    const input = document.querySelector('input')!;
    input.addEventListener('change', (event) => event.stopPropagation());
    const seen = watch();

    commit(input, '<iframe src=x>');
    commit(input, '<iframe src=x>');
    commit(input, 'Paris');

    expect(seen.map((text) => text.value)).toEqual(['<iframe src=x>', 'Paris']);
  });

  it('leaves the value as typed', () => {
    document.body.innerHTML = `<input name="note">`;
    watch();
    const input = document.querySelector('input')!;
    commit(input, '<b onmouseover=alert(1)>hi</b>');
    expect(input.value).toBe('<b onmouseover=alert(1)>hi</b>');
  });

  it('stops when told', () => {
    document.body.innerHTML = `<input name="note">`;
    const seen = watch();
    stop();
    commit(document.querySelector('input')!, 'late');
    expect(seen).toEqual([]);
  });
});
